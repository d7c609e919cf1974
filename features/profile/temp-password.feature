@ui
Feature: The temporary password page
  Temporary passwords (domain §2 profile/temp-password) need authentication.view_temptoken and the
  AUTH_TEMP_TOKEN setting; each is valid for 300 seconds (shell §9). The password is shown masked
  until asked for (shell §9), in the secret cell the API key page proves (show, copy, copy throttle).
  Choice where the spec is silent: a valid password can be expired early; an expired one cannot.

  Background:
    Given the public setting AUTH_TEMP_TOKEN is "true"
    And "user" has signed in

  @domain.2.profile.temp-password @shell.9.temp-password-lifetime @domain.9.temp-password @shell.2.path.profile
  Scenario: a generated password lives 300 seconds, is shown masked, and can be expired early
    When they open "/ui/profile/temp-password"
    Then the page explains "Each one is valid for 5 minutes and only once."
    When they press the "Generate" button
    Then a toast says "Temporary password generated"
    And the page lists 1 temporary password
    And "user"'s temporary password expires 300 seconds from now, as the page shows in local time
    And the password of "user"'s temporary password reads "******"
    When they press the "Expire" button
    Then a toast says "Temporary password expired"
    And "user" holds 1 temporary password, 0 of them valid
    And the button "Expire" is disabled
