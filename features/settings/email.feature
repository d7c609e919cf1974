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

  @domain.2.settings.email @shell.7.call.mail-testing @shell.3.field-encryption
  Scenario: the mail test posts the mail settings as typed, before they are saved
    Given the calls to "/api/v1/settings/mail/testing/" are watched
    And "admin" has signed in
    When they open "/ui/settings/email"
    And they fill "SMTP host" with "smtp.typed.example" in the "SMTP" section
    And they fill "SMTP port" with "587" in the "SMTP" section
    And they fill "SMTP account" with "ops@typed.example" in the "SMTP" section
    And they fill "SMTP password" with "Typed-Secret-9" in the "SMTP" section
    And they fill "Test recipient" with "audit@typed.example" in the "SMTP" section
    And they press "Test connection" in the "SMTP" section
    Then the last POST the browser sent to "/api/v1/settings/mail/testing/" carried:
      | EMAIL_HOST           | smtp.typed.example  |
      | EMAIL_PORT           | 587                 |
      | EMAIL_HOST_USER      | ops@typed.example   |
      | EMAIL_RECIPIENT      | audit@typed.example |
      | EMAIL_USE_SSL        | true                |
    And the "EMAIL_HOST_PASSWORD" of the last POST the browser sent to "/api/v1/settings/mail/testing/" was encrypted, not "Typed-Secret-9"

  @domain.9.smtp-ports
  Scenario: the SMTP form names the SSL and TLS ports
    Given "admin" has signed in
    When they open "/ui/settings/email"
    Then they see "Port 465 usually uses SSL, port 587 TLS."
