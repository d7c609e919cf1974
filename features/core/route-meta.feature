@api @shell.2 @domain.2
Feature: Route metadata: levels, actions, names and menus
  Every route has a level (1 view, 2 app, 3 resource, 4 page) and an action taken from the path
  words create, update, delete or :id (shell §2). Menus drop hidden routes, routes needing a licence
  when none is valid, routes whose setting is off, and routes the user may not open (shell §6).

  @shell.2.route-meta-levels @shell.2.route-meta-action
  Scenario Outline: <path> is level <level> with the action <action>
    Then the route "<path>" is at level <level> with the action "<action>"

    Examples:
      | path                                  | level | action   |
      | /console                              | 1     | list     |
      | /console/users                        | 2     | list     |
      | /console/users/users                  | 3     | list     |
      | /console/users/users/create           | 4     | create   |
      | /console/users/users/:id              | 4     | retrieve |
      | /console/users/users/:id/update       | 4     | update   |
      | /console/users/users/:id/delete       | 4     | destroy  |

  @shell.2.route-naming
  Scenario Outline: the List route <list> leads to <page> as <name>
    Then the route name "<list>" becomes "<name>" for the "<page>" page

    Examples:
      | list                | page   | name                  |
      | UserList            | Detail | UserDetail            |
      | UserList            | Update | UserUpdate            |
      | AssetPermissionList | Create | AssetPermissionCreate |

  @shell.2.update-id-clone
  Scenario: a create page opened as a clone carries clone_from
    Then the create page cloning "6f1d" has the query "clone_from=6f1d"

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
