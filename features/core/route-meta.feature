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

  Rule: the console's own route table

    @shell.2.named-routes
    Scenario Outline: the shell's named route <name> is a page of the table
      Then the named route "<name>" is the page "<path>" of the route table

      Examples:
        | name               | path                  |
        | SystemSetting      | /settings             |
        | OrganizationCreate | /settings/orgs/create |
        | OrganizationList   | /settings/orgs        |
        | License            | /settings/license     |

    @shell.2.route-meta-action
    Scenario Outline: the table's page <path> carries the action <action>
      Then the page "<path>" of the route table carries the action "<action>"

      Examples:
        | path                                            | action   |
        | /console/users/users                            | list     |
        | /console/users/users/create                     | create   |
        | /console/users/users/:id                        | retrieve |
        | /console/users/users/:id/update                 | update   |
        | /console/assets/assets/detail/:id/update        | update   |
        | /console/accounts/change-auth-plan/plan-execution/:id | retrieve |
        | /settings/terminal/replay-storage/create        | create   |
        | /settings/terminal/endpoint-rule/:id/update     | update   |
        | /tickets/tickets/request-asset-perm/create      | create   |
        | /audit/sessions/sessions/:id                    | retrieve |

    @domain.2.layout-no-permission
    Scenario: views and menu groups carry no permission of their own, but where domain §2 gives one
      Then the only entries of the route table holding pages that carry a permission are:
        | path            | permission            |
        | /workbench/apps | perms.view_myapps     |
        | /tickets        | tickets.view_ticket   |
        | /settings       | settings.view_setting |

    @domain.6.no-role-routing @domain.6.perm-format @shell.6.no-role-routing
    Scenario: no route is restricted by a role name
      Then every permission of the route table is an app.action_model string, never a role name
