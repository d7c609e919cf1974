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

  @domain.2.settings.auth @shell.7.call.ldap-users @shell.7.call.ldap-import
  Scenario: a chosen directory user is imported
    Given "admin" has signed in
    When they open "/ui/settings/auth?activeTab=LDAP"
    And they press "User import" in the "LDAP" section
    And they tick "ldap01" in the "User import" dialog
    And they press "Import" in the "User import" dialog
    Then the "User import" dialog shows the result "Imported 1 users successfully"
    And the users "ldap01" exist
