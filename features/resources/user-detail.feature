@ui
Feature: A user's detail: what the user can reach, and quick actions that say why when they cannot be used
  An administrator opens a user and sees who the user is in labelled groups, the user groups, the assets
  and applications granted to the user with the permission rules that grant them, and the user's login
  ACLs (domain §2 console/users/{id}, domain §3 User and Permission). Beside the basic information the
  quick actions of domain §4 (unblock, reset MFA, unbind WeCom / DingTalk, invite into or remove from the
  organisation, plus active on/off and a reset-password mail) each say why when they cannot be used.

  @domain.2.console.users @domain.3.user
  Scenario: the basic information is grouped and labelled
    Given "admin" opens the user list
    When they open the user "Ordinary User"
    Then the basic information groups its fields under "Account, Authentication, Roles, Account life"
    And they see "Bound to WeCom"

  # Domain §3 User, field by field, for the persona "user" (fixtures/personas.ts: Ordinary User,
  # user@example.com, the system role User, the org role OrgUser in Default, a member of Default
  # operators). The dates are the seed's, relative to today: shown elsewhere (profile-fields.feature).
  @domain.3.user
  Scenario: the user's detail shows each field of the user
    Given "admin" opens the user list
    When they open the user "Ordinary User"
    Then the detail shows "Name" as "Ordinary User"
    And the detail shows "Username" as "user"
    And the detail shows "Email" as "user@example.com"
    And the detail shows "User group" as "Default operators"
    And the detail shows "Source" as "Local"
    And the detail shows "MFA" as "Disable"
    And the detail shows "System roles" as "User"
    And the detail shows "Org roles" as "Organization user"

  @domain.2.console.users @domain.2.console.perms @domain.3.permission
  Scenario: the assets granted to a user, and the rule that grants them, appear once an asset permission names the user
    Given "admin" opens the user list
    When they open the user "Expiring Password"
    Then the tab "Granted assets" does not show the row "db-01"
    Given "admin" opens the asset permission list
    When they create an asset permission with:
      | Name        | Expiring on db-01            |
      | User        | Expiring Password (expiring) |
      | Asset       | db-01 (10.0.0.2)             |
      | System user | Default web                  |
    Then the asset permission list shows "Expiring on db-01"
    Given "admin" opens the user list
    When they open the user "Expiring Password"
    Then the tab "Granted assets" shows the row "db-01"
    And the tab "Asset permission rules" shows the row "Expiring on db-01"

  # As the real console's Granted assets (Lina 2.26.1 GrantedAssets: a system users column whose Show reads
  # perms/users/{id}/assets/{asset}/system-users/): the system users the user may log in with on an asset,
  # read on demand. The server's view (UserGrantedAssetSystemUsersForAdminApi) asks for GET's default,
  # assets.view_systemuser. The seed grants "Ordinary User" the Web node of Default with "Default web".
  @domain.2.console.users @domain.3.permission
  Scenario: the system users a user may log in with on a granted asset are shown on demand
    Given "admin" opens the user list
    When they open the user "Ordinary User"
    And they show the system users of "web-04" in the tab "Granted assets"
    Then the tab "Granted assets" shows the row "web-04 | Default web"

  # The same on a user group's detail (Lina 2.26.1 UserGroup GrantedAssets; UserGroupGrantedAssetSystemUsersApi):
  # the seed's "Default web servers" names the group Default operators and the node Web with "Default web".
  @domain.2.console.users @domain.3.permission
  Scenario: the system users a user group's members may log in with on an asset granted to the group are shown on demand
    Given "admin" opens the user group list
    When they open the user group "Default operators"
    And they show the system users of "web-04" in the tab "Granted assets"
    Then the tab "Granted assets" shows the row "web-04 | Default web"

  @domain.2.console.users @shell.6
  Scenario: one who may view users, their grants and system users is shown the system users on a granted asset
    Given the Default user "staff01" holding only "rbac.view_console, users.view_user, perms.view_userassets, assets.view_systemuser" has signed in
    When they open the user list
    And they open the user "Ordinary User"
    And they show the system users of "web-04" in the tab "Granted assets"
    Then the tab "Granted assets" shows the row "web-04 | Default web"

  @domain.2.console.users @shell.6
  Scenario: one who may not view system users is told why the system users on a granted asset cannot be shown
    Given the Default user "staff01" holding only "rbac.view_console, users.view_user, perms.view_userassets" has signed in
    When they open the user list
    And they open the user "Ordinary User"
    Then the tab "Granted assets" shows the row "web-04"
    And the system users of "web-04" in the tab "Granted assets" cannot be shown, saying "Viewing system users is not granted to you"

  @domain.2.console.users @shell.6
  Scenario: quick actions that cannot be used say why
    Given "admin" opens the user list
    When they open the user "Ordinary User"
    Then the quick action "Unblock" cannot be used, saying "The user is not blocked from signing in"
    And the quick action "Reset MFA" cannot be used, saying "The user has no MFA set up"
    And the quick action "Invite to the organisation" cannot be used, saying "The user is already a member of this organisation"
    And the quick action "Send a reset-password mail" can be used
    When they use the quick action "Send a reset-password mail"
    And they answer "Confirm" in the dialog
    Then a toast says "A reset-password mail is sent"
    Given "admin" opens the user list
    When they open the user "Directory User"
    Then the quick action "Send a reset-password mail" cannot be used, saying "The user signs in through another source, which keeps the password"
