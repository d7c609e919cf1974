@api @shell.2 @domain.2
Feature: Route metadata: actions and menus
  Every route carries an action taken from the path words create, update, delete or :id (shell §2);
  the console's route table derives each page's permission from it (shell §6). Menus drop hidden
  routes, routes needing a licence when none is valid, routes whose setting is off, and routes the
  user may not open (shell §6). Where the names and pages of a resource lead is proved in the browser
  (features/generic/list-page.feature); levels have no behaviour of their own in this console.

  @shell.2.route-meta-action
  Scenario Outline: <path> carries the action <action>
    Then the route "<path>" carries the action "<action>"

    Examples:
      | path                                  | action   |
      | /console                              | list     |
      | /console/users                        | list     |
      | /console/users/users                  | list     |
      | /console/users/users/create           | create   |
      | /console/users/users/:id              | retrieve |
      | /console/users/users/:id/update       | update   |
      | /console/users/users/:id/delete       | destroy  |

  @shell.2.menu-hidden @shell.6.licence-routes
  Rule: menus show only what the user may open

    Background:
      Given the route table
        | name         | path                                 | permissions                             | licence | setting                    | hidden |
        | UserList     | /console/users/users                 | users.view_user                         | no      |                            | no     |
        | RoleList     | /console/users/roles                 | rbac.view_orgrole\|rbac.view_systemrole | no      |                            | no     |
        | AssetAclList | /console/acls/asset-acl              |                                         | yes     |                            | no     |
        | BatchCommand | /console/ops/command-executions/create | ops.add_adhocexecution                | no      | SECURITY_COMMAND_EXECUTION | no     |
        | UserDetail   | /console/users/users/:id             | users.view_user                         | no      |                            | yes    |

    Scenario: without a licence and with the setting off an org user sees only what they hold
      Given a user holding the permissions "users.view_user, ops.add_adhocexecution"
      When the menu is built without a valid licence and with no settings on
      Then the menu shows "UserList"

    Scenario: a valid licence and the setting bring their routes back, hidden ones stay out
      Given a user holding the permissions "users.view_user, rbac.view_systemrole, ops.add_adhocexecution"
      When the menu is built with a valid licence and the setting "SECURITY_COMMAND_EXECUTION" on
      Then the menu shows "UserList, RoleList, AssetAclList, BatchCommand"
