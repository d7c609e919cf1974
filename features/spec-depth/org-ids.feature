@ui @domain.3.org-ids
Feature: The ids that mark the root and the default organisation
  Domain §3 (and shell §9): the nil organisation id, all zeros, marks the root organisation; the
  default organisation's id is all zeros ending in 2. The console reads an organisation as the root one
  by its id alone: a remembered organisation with the nil id is treated as the root (no create action
  on a list, shell §6), one with the default id is not, and without the extension every call names the
  default organisation by its id. The organisation is remembered here by id and name only, without the
  is_root flag, so a console that read the flag instead of the id fails.

  Scenario: a remembered organisation with the all-zero id is the root organisation
    Given "admin" last used the organisation id "00000000-0000-0000-0000-000000000000" named "GLOBAL" in this browser
    And the calls to "/api/v1/users/users/" are watched
    And "admin" has signed in
    When they open the user list
    Then the list action "create" is withheld
    And every call the browser sent under "/api/v1/users/users/" carried the organisation id "00000000-0000-0000-0000-000000000000"

  Scenario: a remembered organisation with the id ending in 2 is the default one, not the root
    Given "admin" last used the organisation id "00000000-0000-0000-0000-000000000002" named "Default" in this browser
    And the calls to "/api/v1/users/users/" are watched
    And "admin" has signed in
    When they open the user list
    Then the list action "create" is offered
    And every call the browser sent under "/api/v1/users/users/" carried the organisation id "00000000-0000-0000-0000-000000000002"

  Scenario: without the extension every call names the default organisation by its id
    Given the public setting XPACK_ENABLED is "false"
    And the calls to "/api/v1/users/users/" are watched
    And "admin" is on the user list
    Then every call the browser sent under "/api/v1/users/users/" carried the organisation id "00000000-0000-0000-0000-000000000002"
