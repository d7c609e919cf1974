@ui @shell.5
Feature: Shared controls: remote select and tag search
  The remote select loads its options 10 at a time and the next page when the list is scrolled near
  its bottom (600 px); a 403 while loading counts as success and disables it (shell §5, §9). Shown on
  the user form, whose groups field is a remote select over the user groups. The tag search of the
  user list turns a chosen field and a text into a removable tag, one URL parameter each (shell §2).

  Background:
    Given the calls to "/api/v1/users/groups/" are watched

  @shell.9.select-paging.page-size @shell.9.select-paging.lazy-load @shell.3.select-option
  Scenario: the options come 10 at a time, the next 10 when the list is scrolled to its end
    Given the Default organisation has 23 more user groups
    And "admin" has signed in
    When they open "/ui/console/users/users/create"
    And they open the "User group" select
    Then the select offers 10 options
    When they scroll to the bottom of the options
    Then the select offers 20 options
    When they scroll to the bottom of the options
    Then the select offers 25 options
    And the browser asked "/api/v1/users/groups/" for the pages "0, 10, 20" of 10 rows

  # Shell §9: "lazy-loading the next page near the bottom (600 px threshold)". The options' list is
  # scrolled to a distance from its bottom, exactly: 601 px asks for nothing, 599 px for the next page.
  @shell.9.select-paging.threshold
  Scenario: the next options are asked for within 600 px of the list's bottom, not at 601 px
    Given the Default organisation has 55 more user groups
    And "admin" has signed in
    When they open "/ui/console/users/users/create"
    And they open the "User group" select
    And they scroll to the bottom of the options
    Then the select offers 20 options
    When they scroll to the bottom of the options
    Then the select offers 30 options
    When they scroll to the bottom of the options
    Then the select offers 40 options
    When they scroll the options to 601 px above their bottom
    Then the browser asked "/api/v1/users/groups/" for the pages "0, 10, 20, 30" of 10 rows
    When they scroll the options to 599 px above their bottom
    Then the select offers 50 options
    And the browser asked "/api/v1/users/groups/" for the pages "0, 10, 20, 30, 40" of 10 rows

  # Shell §5: "value emits ignored before initialisation when empty". The user "user" is in the group
  # "Default operators" (features/resources/user-groups.feature); its options are kept from the select,
  # so the select never initialises: what the update sends is still the group the user is in, not none.
  @shell.5.select.init
  Scenario: a select whose options have not loaded does not empty the value it was given
    Given the calls to "/api/v1/users/users/" are watched
    And the browser's GET calls to "/api/v1/users/groups/" are held
    And "admin" opens the update form of the user "user"
    When they submit the form
    Then the last PUT the browser sent under "/api/v1/users/users/" carried the user groups "Default operators"

  # Reference §1.8: the names of the chosen values are read 50 ids an address, every one of them: a value
  # beyond the 50th is shown by its name like the first. The user group list's first page names 10 of them.
  @domain.3.permission
  Scenario: a select holding more than 50 chosen values names every one of them, 50 ids an address
    Given the Default organisation has 110 more user groups
    And the Default organisation has an asset permission "Everyone on web-04" on "web-04" granted to every user group
    And "admin" opens the update form of the asset permission "Everyone on web-04"
    Then the field "User group" shows "Team 99"
    And no field of the form shows an id
    And the browser asked "/api/v1/users/groups/" for the names of 102 ids, at most 50 in one address

  @shell.5.select.403
  Scenario: a 403 while loading the options counts as success and disables the select
    Given every GET of "/api/v1/users/groups/" fails with status 403
    And "admin" has signed in
    When they open "/ui/console/users/users/create"
    Then the "User group" select is disabled
    And they do not see "Request error, you do not have this operation permission"

  @shell.2.list-page.search-url
  Scenario: a chosen field and a text become a tag, filter the list and are kept in the address
    Given "admin" has signed in
    When they open "/ui/console/users/users"
    And they add the search tag "Username" with "orgadmin"
    Then the search tags are "Username: orgadmin"
    And the address has "filters=username~orgadmin" and not ""
    And every user listed has a cell "orgadmin"
    When they remove the search tag "Username"
    Then the search tags are ""
    And the address has "" and not "username~"
