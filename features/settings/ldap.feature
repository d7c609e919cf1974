@ui
Feature: LDAP tests and user import (domain §2 settings/auth; shell §7, §8)
  The LDAP connection test answers in the page, never as a generic toast (shell §8: LDAP calls are
  silent); the directory's users come from the server's cache and the chosen ones are imported.

  @domain.2.settings.auth @shell.7.call.ldap-testing @shell.8.flash-suppressed
  Scenario: the connection test fails on an unreachable server, then succeeds, each answer in the page
    Given "admin" has signed in
    When they open "/ui/settings/auth?activeTab=LDAP"
    And they fill "LDAP server" with "ldap://unreachable.example.com:389" in the "LDAP" section
    And they press "Test connection" in the "LDAP" section
    Then the page shows the result "Can't contact LDAP server"
    And no toast is shown
    When they fill "LDAP server" with "ldap://ldap.example.com:389" in the "LDAP" section
    And they press "Test connection" in the "LDAP" section
    Then the page shows the result "Succeed: Match 13 s user"
    And no toast is shown

  @domain.2.settings.auth @shell.7.call.ldap-testing @shell.8.flash-suppressed
  Scenario: the login test posts a directory user's credentials and answers in the page
    Given "admin" has signed in
    And the calls to "/api/v1/settings/ldap/" are watched
    When they open "/ui/settings/auth?activeTab=LDAP"
    And they fill "Username" with "ldap01" in the "Test login" section
    And they fill "Password" with "not-the-password" in the "Test login" section
    And they press "Test login" in the "Test login" section
    Then the page shows the result "Authentication failed (username or password incorrect): ldap01"
    And no toast is shown
    And the browser sent POST "/api/v1/settings/ldap/testing/login/"
    When they fill "Password" with "Passw0rd!" in the "Test login" section
    And they press "Test login" in the "Test login" section
    Then the page shows the result "Authentication success: ldap01"
    And no toast is shown

  @domain.2.settings.auth @shell.7.call.ldap-users @shell.7.call.ldap-import
  Scenario: a chosen directory user is imported
    Given "admin" has signed in
    And the calls to "/api/v1/settings/ldap/" are watched
    When they open "/ui/settings/auth?activeTab=LDAP"
    And they press "User import" in the "LDAP" section
    And they tick "ldap01" in the "User import" dialog
    And they press "Import" in the "User import" dialog
    Then the "User import" dialog shows the result "Imported 1 users successfully"
    And the users "ldap01" exist
    And the browser sent GET "/api/v1/settings/ldap/users/?cache_police=1"
    And the browser sent POST "/api/v1/settings/ldap/users/import/"
