@ui
Feature: The personal information page
  The profile (domain §2: /profile redirects to /profile/info) shows the signed-in user's own account
  as the server holds it (reference §2.1: GET /api/v1/users/profile/), with dates in the medium format
  (shell §9), in the user's language.
  Choice where the spec is silent: the fields are grouped as account, security and dates.

  @domain.2.profile @domain.2.profile.info @shell.2.path.profile
  Scenario: the profile opens on the user's own information
    Given "user" has signed in
    When they open "/ui/profile"
    Then the address is "/ui/profile/info"
    And the "Account" section shows "Username" as "user"
    And the "Account" section shows "Email" as "user@example.com"
    And the "Account" section shows "Source" as "Local"
    And the "Security" section shows "MFA" as "Disable"
    And the "Dates" section shows "Date joined" as "user"'s date_joined in local time

  @domain.2.profile.info @shell.9.languages
  Scenario: a directory user reads where the account comes from, in Japanese
    Given "ldapuser" has signed in
    And the language cookie says "ja"
    When they open "/ui/profile/info"
    Then the "アカウント" section shows "ユーザー名" as "ldapuser"
    And the "アカウント" section shows "ソース" as "LDAP/AD"
