@ui
Feature: Refreshing the LDAP user cache
  Shell §7 names the call GET /api/v1/settings/ldap/cache/refresh/: the user import dialog of the LDAP
  settings (domain §2 settings/auth) empties the server's cache of directory users with it, then lists
  the directory's users again.

  @shell.7.call.ldap-cache-refresh
  Scenario: "Refresh cache" in the user import dialog asks the server to refresh its LDAP cache
    Given "admin" has signed in
    And the calls to "/api/v1/settings/ldap/" are watched
    When they open "/ui/settings/auth?activeTab=LDAP"
    And they press "User import" in the "LDAP" section
    And they press "Refresh cache" in the "User import" dialog
    Then the browser sent GET "/api/v1/settings/ldap/cache/refresh/"
    And they see "ldap01"
