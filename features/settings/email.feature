@ui
Feature: Mail settings and the mail test (domain §2 settings/email; shell §7, §8)
  The mail test's answer shows in the page; its failure is no generic toast (shell §8: flash
  suppressed for the mail test). The SMTP hint names the SSL and TLS ports (domain §9).

  @domain.2.settings.email @shell.7.call.mail-testing
  Scenario: the mail test succeeds and says so in the page
    Given "admin" has signed in
    When they open "/ui/settings/email"
    And they press "Test connection" in the "SMTP" section
    Then the page shows the result "Test mail sent to noreply@example.com, please check"

  @domain.2.settings.email @shell.7.call.mail-testing @shell.8.flash-suppressed
  Scenario: a failing mail test shows the server's error in the page, not as a toast
    Given "admin" has signed in
    When they open "/ui/settings/email"
    And they fill "SMTP host" with "smtp.fail.example" in the "SMTP" section
    And they press "Submit" in the "SMTP" section
    Then a toast says "Update succeeded"
    When they open "/ui/settings/email"
    And they press "Test connection" in the "SMTP" section
    Then the page shows the result "(535, b'Error: authentication failed')"
    And no toast is shown

  @domain.9.smtp-ports
  Scenario: the SMTP form names the SSL and TLS ports
    Given "admin" has signed in
    When they open "/ui/settings/email"
    Then they see "Port 465 usually uses SSL, port 587 TLS."
