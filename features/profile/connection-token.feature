@ui
Feature: The connection token page
  Connection tokens (domain §2 profile/connection-token) need authentication.view_connectiontoken:
  the tokens made for the user to reach an asset or an application, with the system user and the
  expiry date in the medium format (shell §9). The secret is write-only and never shown.
  Choice where the spec is silent: a valid token can be expired early.

  @domain.2.profile.connection-token @shell.2.path.profile
  Scenario: a token shows what it opens, and can be expired early
    Given "user" has signed in
    And "user" holds a connection token to an asset as the system user "Default web"
    When they open "/ui/profile/connection-token"
    Then the page lists the token to that asset as "Default web", valid
    And the page shows no secret
    When they press the "Expire" button
    Then a toast says "Connection token expired"
    And "user" holds 1 connection token, 0 of them valid
    And the button "Expire" is disabled
