@api
Feature: Route gates: each page of domain §2 needs exactly its permission
  Domain §2 gives each route the permission it needs; a pipe-separated permission means any one of
  the alternatives suffices, and an empty list is open to any signed-in user. Each row below is
  checked on the console's real route table with the gate its router applies to the chain of entries
  from the view down (src/app/route-gate.tsx): a user holding only the row's permissions (one
  alternative of each entry, each in turn) gets in, and a user holding every other permission of the
  platform's catalogue (read from the mock's RBAC API) is refused. Licence and settings are on here:
  their gates are proved in the browser (features/routes/, features/shell/).

  `needs` is written by hand from domain §2: entries joined by "," are all needed; the view's own
  permission comes first where the view has one (tickets, settings). A resource whose line names no
  permission per page takes app.action_model from its action (domain §6: view for the list, {id}
  and sub-pages, add for create, change for update). Ids are any value: the gate comes first.

  @domain.2.console.gates @domain.2.pipe-perms @domain.2.empty-perms @domain.6.pipe @domain.2.console.users @domain.2.console.groups @domain.2.console.roles @domain.2.console.ops.command-executions @domain.2.console.cloud
  Scenario: the console's pages
    Then each address below needs exactly its permissions, with a valid licence and every setting on:
      | path                                                        | needs                                                            |
      | /console/dashboard                                          |                                                                  |
      | /console/users/users                                        | users.view_user                                                  |
      | /console/users/users/create                                 | users.add_user                                                   |
      | /console/users/users/7                                      | users.view_user                                                  |
      | /console/users/users/7/update                               | users.change_user                                                |
      | /console/users/user-acl                                     | acls.view_loginacl                                               |
      | /console/users/user-acl/create                              | acls.add_loginacl                                                |
      | /console/users/user-acl/7                                   | acls.view_loginacl                                               |
      | /console/users/user-acl/7/update                            | acls.change_loginacl                                             |
      | /console/users/groups                                       | users.view_usergroup                                             |
      | /console/users/groups/create                                | users.add_usergroup                                              |
      | /console/users/groups/7                                     | users.view_usergroup                                             |
      | /console/users/groups/7/update                              | users.change_usergroup                                           |
      | /console/users/roles                                        | rbac.view_orgrole\|rbac.view_systemrole                          |
      | /console/users/roles/create                                 | rbac.view_orgrole\|rbac.view_systemrole                          |
      | /console/users/roles/7                                      | rbac.view_orgrole\|rbac.view_systemrole                          |
      | /console/users/roles/7/update                               | rbac.view_orgrole\|rbac.view_systemrole                          |
      | /console/assets/assets                                      | assets.view_asset                                                |
      | /console/assets/assets/create                               | assets.add_asset                                                 |
      | /console/assets/assets/7                                    | assets.view_asset                                                |
      | /console/assets/assets/7/update                             | assets.change_asset                                              |
      | /console/assets/assets/detail/7/update                      | assets.change_asset                                              |
      | /console/assets/domains                                     | assets.view_domain                                               |
      | /console/assets/domains/create                              | assets.add_domain                                                |
      | /console/assets/domains/7                                   | assets.view_domain                                               |
      | /console/assets/domains/7/update                            | assets.change_domain                                             |
      | /console/assets/gateways/create                             | assets.add_gateway                                               |
      | /console/assets/gateways/7/update                           | assets.change_gateway                                            |
      | /console/assets/system-users                                | assets.view_systemuser                                           |
      | /console/assets/system-users/create                         | assets.add_systemuser                                            |
      | /console/assets/system-users/7                              | assets.view_systemuser                                           |
      | /console/assets/system-users/7/update                       | assets.change_systemuser                                         |
      | /console/assets/cmd-filters                                 | assets.view_commandfilter                                        |
      | /console/assets/cmd-filters/create                          | assets.add_commandfilter                                         |
      | /console/assets/cmd-filters/7                               | assets.view_commandfilter                                        |
      | /console/assets/cmd-filters/7/update                        | assets.change_commandfilter                                      |
      | /console/assets/command-filter-rules/create                 | assets.add_commandfilterrule                                     |
      | /console/assets/command-filter-rules/7/update               | assets.change_commandfilterrule                                  |
      | /console/assets/platforms                                   | assets.view_platform                                             |
      | /console/assets/platforms/create                            | assets.add_platform                                              |
      | /console/assets/platforms/7                                 | assets.view_platform                                             |
      | /console/assets/platforms/7/update                          | assets.change_platform                                           |
      | /console/assets/labels                                      | assets.view_label                                                |
      | /console/assets/labels/create                               | assets.add_label                                                 |
      | /console/assets/labels/7/update                             | assets.change_label                                              |
      | /console/assets/cloud                                       | xpack.view_account\|xpack.view_syncinstancetask                  |
      | /console/assets/cloud/account                               | xpack.view_account                                               |
      | /console/assets/cloud/account/create                        | xpack.add_account                                                |
      | /console/assets/cloud/account/7                             | xpack.view_account                                               |
      | /console/assets/cloud/account/7/update                      | xpack.change_account                                             |
      | /console/assets/cloud/sync-instance-tasks                   | xpack.view_syncinstancetask                                      |
      | /console/assets/cloud/sync-instance-tasks/create            | xpack.add_syncinstancetask                                       |
      | /console/assets/cloud/sync-instance-tasks/7                 | xpack.view_syncinstancetask                                      |
      | /console/assets/cloud/sync-instance-tasks/7/update          | xpack.change_syncinstancetask                                    |
      | /console/applications/remote-apps                           | applications.view_application                                    |
      | /console/applications/remote-apps/create                    | applications.add_application                                     |
      | /console/applications/remote-apps/7                         | applications.view_application                                    |
      | /console/applications/remote-apps/7/update                  | applications.change_application                                  |
      | /console/applications/databases                             | applications.view_application                                    |
      | /console/applications/databases/create                      | applications.add_application                                     |
      | /console/applications/databases/7                           | applications.view_application                                    |
      | /console/applications/databases/7/update                    | applications.change_application                                  |
      | /console/applications/kubernetes                            | applications.view_application                                    |
      | /console/applications/kubernetes/create                     | applications.add_application                                     |
      | /console/applications/kubernetes/7                          | applications.view_application                                    |
      | /console/applications/kubernetes/7/update                   | applications.change_application                                  |
      | /console/accounts/authbook                                  | assets.view_authbook                                             |
      | /console/accounts/authbook/history                          | assets.view_authbook                                             |
      | /console/accounts/application-accounts                      | applications.view_account                                        |
      | /console/accounts/gathered-user                             | assets.view_gathereduser                                         |
      | /console/accounts/gathered-user/tasks/create                | xpack.add_gatherusertask                                         |
      | /console/accounts/gathered-user/tasks/7                     | xpack.view_gatherusertask                                        |
      | /console/accounts/gathered-user/tasks/7/update              | xpack.change_gatherusertask                                      |
      | /console/accounts/change-auth-plan                          | xpack.view_changeauthplan\|xpack.view_applicationchangeauthplan  |
      | /console/accounts/change-auth-plan/plan                     | xpack.view_changeauthplan                                        |
      | /console/accounts/change-auth-plan/plan/create              | xpack.add_changeauthplan                                         |
      | /console/accounts/change-auth-plan/plan/7                   | xpack.view_changeauthplan                                        |
      | /console/accounts/change-auth-plan/plan/7/update            | xpack.change_changeauthplan                                      |
      | /console/accounts/change-auth-plan/plan-execution/7         | xpack.view_changeauthplan                                        |
      | /console/accounts/change-auth-plan/app-plan                 | xpack.view_applicationchangeauthplan                             |
      | /console/accounts/change-auth-plan/app-plan/create          | xpack.add_applicationchangeauthplan                              |
      | /console/accounts/change-auth-plan/app-plan/7               | xpack.view_applicationchangeauthplan                             |
      | /console/accounts/change-auth-plan/app-plan/7/update        | xpack.change_applicationchangeauthplan                           |
      | /console/accounts/change-auth-plan/app-plan-execution/7     | xpack.view_applicationchangeauthplan                             |
      | /console/accounts/backup                                    | xpack.view_accountbackupplan                                     |
      | /console/accounts/backup/create                             | xpack.add_accountbackupplan                                      |
      | /console/accounts/backup/7                                  | xpack.view_accountbackupplan                                     |
      | /console/accounts/backup/7/update                           | xpack.change_accountbackupplan                                   |
      | /console/accounts/backup/plan-execution/7                   | xpack.view_accountbackupplan                                     |
      | /console/perms/asset-permissions                            | perms.view_assetpermission                                       |
      | /console/perms/asset-permissions/create                     | perms.add_assetpermission                                        |
      | /console/perms/asset-permissions/7                          | perms.view_assetpermission                                       |
      | /console/perms/asset-permissions/7/update                   | perms.change_assetpermission                                     |
      | /console/perms/application-permissions                      | perms.view_applicationpermission                                 |
      | /console/perms/application-permissions/create               | perms.add_applicationpermission                                  |
      | /console/perms/application-permissions/7                    | perms.view_applicationpermission                                 |
      | /console/perms/application-permissions/7/update             | perms.change_applicationpermission                               |
      | /console/acls/asset-acl                                     | acls.view_loginassetacl                                          |
      | /console/acls/asset-acl/create                              | acls.add_loginassetacl                                           |
      | /console/acls/asset-acl/7                                   | acls.view_loginassetacl                                          |
      | /console/acls/asset-acl/7/update                            | acls.change_loginassetacl                                        |
      | /console/ops/tasks                                          | ops.view_task                                                    |
      | /console/ops/tasks/7                                        | ops.view_task                                                    |
      | /console/ops/adhoc/7                                        | ops.view_adhoc                                                   |
      | /console/ops/executions/7                                   | ops.view_adhocexecution                                          |
      | /console/ops/command-executions/create                      | ops.add_adhocexecution                                           |
    Then every page of the table under "/console/" is one of the addresses above

  @domain.2.audit.gates @domain.2.audit.sessions @domain.2.audit.command @domain.2.audit.ftp @domain.2.audit.login-log @domain.2.audit.operate-log @domain.2.audit.password-change-log @domain.2.audit.command-execution-log
  Scenario: the audit pages
    Then each address below needs exactly its permissions, with a valid licence and every setting on:
      | path                              | needs                       |
      | /audit/dashboard                  |                             |
      | /audit/sessions/sessions          | terminal.view_session       |
      | /audit/sessions/sessions/7        | terminal.view_session       |
      | /audit/sessions/command           | terminal.view_command       |
      | /audit/sessions/ftp               | audits.view_ftplog          |
      | /audit/logs/login-log             | audits.view_userloginlog    |
      | /audit/logs/operate-log           | audits.view_operatelog      |
      | /audit/logs/password-change-log   | audits.view_passwordchangelog |
      | /audit/logs/command-execution-log | ops.view_commandexecution   |
    Then every page of the table under "/audit/" is one of the addresses above

  @domain.2.workbench.gates @domain.2.workbench.assets @domain.2.workbench.apps @domain.2.workbench.ops
  Scenario: the workbench pages
    Then each address below needs exactly its permissions, with a valid licence and every setting on:
      | path                               | needs                   |
      | /workbench/home                    |                         |
      | /workbench/assets                  | perms.view_myassets     |
      | /workbench/apps/remote-apps        | perms.view_myapps       |
      | /workbench/apps/databases          | perms.view_myapps       |
      | /workbench/apps/kubernetes         | perms.view_myapps       |
      | /workbench/ops/command-executions  | ops.add_commandexecution |
    Then every page of the table under "/workbench/" is one of the addresses above

  @domain.2.tickets.gates @domain.2.tickets.flow @domain.2.tickets @domain.2.tickets.lists @domain.2.tickets.pages
  Scenario: the ticket pages
    Then each address below needs exactly its permissions, with a valid licence and every setting on:
      | path                                         | needs                                        |
      | /tickets/my-tickets                          | tickets.view_ticket                          |
      | /tickets/assigned-tickets                    | tickets.view_ticket                          |
      | /tickets/tickets/request-asset-perm/create   | tickets.view_ticket                          |
      | /tickets/tickets/request-asset-perm/7        | tickets.view_ticket                          |
      | /tickets/tickets/login-asset-confirm/7       | tickets.view_ticket                          |
      | /tickets/tickets/login-confirm/7             | tickets.view_ticket                          |
      | /tickets/tickets/request-application-perm/create | tickets.view_ticket                      |
      | /tickets/tickets/request-application-perm/7  | tickets.view_ticket                          |
      | /tickets/tickets/command-confirm/7           | tickets.view_ticket                          |
      | /tickets/tickets/7                           | tickets.view_ticket                          |
      | /tickets/flow                                | tickets.view_ticket, tickets.view_ticketflow |
      | /tickets/flow/create                         | tickets.view_ticket, tickets.add_ticketflow  |
      | /tickets/flow/7                              | tickets.view_ticket, tickets.view_ticketflow |
      | /tickets/flow/7/update                       | tickets.view_ticket, tickets.change_ticketflow |
    Then every page of the table under "/tickets/" is one of the addresses above

  # Domain §2 lists no change permission for terminal: the console asks settings.change_terminal for
  # the terminal settings page (its form changes the terminal settings), and the terminal model's
  # own permissions for a terminal, a storage and an endpoint.
  @domain.2.settings.gates @domain.2.settings.email @domain.2.settings.auth @domain.2.settings.message @domain.2.settings.sms @domain.2.settings.security @domain.2.settings.clean @domain.2.settings.interface @domain.2.settings.other @domain.2.settings.license @domain.2.settings @domain.2.settings.basic @domain.2.settings.terminal @domain.2.settings.orgs
  Scenario: the settings pages
    Then each address below needs exactly its permissions, with a valid licence and every setting on:
      | path                                           | needs                                                  |
      | /settings/basic                                | settings.view_setting                                  |
      | /settings/email                                | settings.view_setting, settings.change_email           |
      | /settings/auth                                 | settings.view_setting, settings.change_auth            |
      | /settings/message                              | settings.view_setting, settings.change_systemmsgsubscription |
      | /settings/sms                                  | settings.view_setting, settings.change_sms             |
      | /settings/terminal                             | settings.view_setting, settings.change_terminal        |
      | /settings/terminal/7                           | settings.view_setting, terminal.view_terminal          |
      | /settings/terminal/7/update                    | settings.view_setting, terminal.change_terminal        |
      | /settings/terminal/replay-storage/create       | settings.view_setting, terminal.add_replaystorage      |
      | /settings/terminal/replay-storage/7/update     | settings.view_setting, terminal.change_replaystorage   |
      | /settings/terminal/command-storage/create      | settings.view_setting, terminal.add_commandstorage     |
      | /settings/terminal/command-storage/7/update    | settings.view_setting, terminal.change_commandstorage  |
      | /settings/terminal/endpoint/create             | settings.view_setting, terminal.add_endpoint           |
      | /settings/terminal/endpoint/7/update           | settings.view_setting, terminal.change_endpoint        |
      | /settings/terminal/endpoint-rule/create        | settings.view_setting, terminal.add_endpointrule       |
      | /settings/terminal/endpoint-rule/7/update      | settings.view_setting, terminal.change_endpointrule    |
      | /settings/security                             | settings.view_setting, settings.change_security        |
      | /settings/clean                                | settings.view_setting, settings.change_clean           |
      | /settings/interface                            | settings.view_setting, settings.change_interface       |
      | /settings/orgs                                 | settings.view_setting, orgs.view_organization          |
      | /settings/orgs/create                          | settings.view_setting, orgs.add_organization           |
      | /settings/orgs/7                               | settings.view_setting, orgs.view_organization          |
      | /settings/orgs/7/update                        | settings.view_setting, orgs.change_organization        |
      | /settings/other                                | settings.view_setting, settings.change_other           |
      | /settings/license                              | settings.view_setting, settings.change_license         |
    Then every page of the table under "/settings/" is one of the addresses above

  @domain.2.profile.gates @domain.2.profile.key @domain.2.profile.temp-password @domain.2.profile.connection-token
  Scenario: the profile pages and the hidden log pages
    Then each address below needs exactly its permissions, with a valid licence and every setting on:
      | path                      | needs                                |
      | /profile/info             |                                      |
      | /profile/setting          |                                      |
      | /profile/improvement      |                                      |
      | /profile/key              | authentication.view_accesskey        |
      | /profile/temp-password    | authentication.view_temptoken        |
      | /profile/connection-token | authentication.view_connectiontoken  |
      | /ops/celery/task/7/log    |                                      |
      | /ops/task/task/7/log      |                                      |
    Then every page of the table under "/profile/" is one of the addresses above
    And every page of the table under "/ops/" is one of the addresses above
