@ui
Feature: The licence page (domain §2 settings/license; shell §7 licence calls; domain §3, §9)

  @domain.2.settings.license @shell.7.call.license-detail @domain.3.licence-detail
  Scenario: the licence detail shows the corporation and the asset counts
    Given "admin" has signed in
    When they open "/ui/settings/license"
    Then they see "Example Corporation (mock licence)"
    And they see "5000"

  @domain.2.settings.license @shell.7.call.license-import @domain.9.footer
  Scenario: importing a licence changes the footer at once
    Given "admin" has signed in
    When they open "/ui/settings/license"
    And they import a licence file for "Acme Widgets Ltd"
    Then the page shows the result "License import successfully"
    And the footer shows "Acme Widgets Ltd"

  @domain.2.settings.license @shell.7.call.license-import @shell.8.licence-banners @domain.8.licence-banners.expired
  Scenario: importing a licence clears the licence banner without a reload
    Given the licence expires in -1 days
    And "admin" has signed in
    When they open "/ui/settings/license"
    Then they see the banner "License expired"
    When they import a licence file for "Acme Widgets Ltd"
    Then the page shows the result "License import successfully"
    And the banner "License expired" is gone
    And the page was not reloaded
