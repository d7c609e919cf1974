@ui
Feature: Interface settings change the branding at once (domain §2 settings/interface; shell §1 branding)
  Saving the interface settings applies the login title and theme colours to the console without a
  new sign-in (shell §3: they come from the public settings).

  @domain.2.settings.interface @shell.1.branding
  Scenario: a new login title and menu colour apply as soon as they are saved
    Given "admin" has signed in
    When they open "/ui/settings/interface"
    And they fill "Login title" with "Acme Bastion" in the "Interface" section
    And they fill "Menu background" with "#123456" in the "Interface" section
    And they press "Submit" in the "Interface" section
    Then a toast says "Interface settings saved"
    And the sidebar background is "rgb(18, 52, 86)"
    And the document title is "Acme Bastion"
