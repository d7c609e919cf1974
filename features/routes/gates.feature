@ui
Feature: Route gates in the browser: every gated page refuses a user lacking only its permission
  Domain §2 gives each route the permission it needs. Each walk below makes one user (through the
  platform's RBAC API, as an administrator would) who holds every permission of the platform's
  catalogue but the ones the rows need, signs them in once and follows each address inside the
  console: every page answers "No permission". The exact permission of each page, and that holding
  it alone lets a user in, is proved on the real route table in features/core/route-gates.feature;
  these walks prove that the console applies those gates to every page it serves. The `lacking`
  column is written by hand from domain §2; ids are any value (the gate comes before the page).

  @domain.2.console.gates @shell.6
  Scenario: a console user lacking only the permissions of the console's pages is refused each
    When "staff01", holding every permission but the ones below, opens each address and is refused:
      | path                                                        | lacking                                                          |
      | /ui/console/users/users                                     | users.view_user                                                  |
      | /ui/console/users/users/create                              | users.add_user                                                   |
      | /ui/console/users/users/7                                   | users.view_user                                                  |
      | /ui/console/users/users/7/update                            | users.change_user                                                |
      | /ui/console/users/user-acl                                  | acls.view_loginacl                                               |
      | /ui/console/users/user-acl/create                           | acls.add_loginacl                                                |
      | /ui/console/users/user-acl/7                                | acls.view_loginacl                                               |
      | /ui/console/users/user-acl/7/update                         | acls.change_loginacl                                             |
      | /ui/console/users/groups                                    | users.view_usergroup                                             |
      | /ui/console/users/groups/create                             | users.add_usergroup                                              |
      | /ui/console/users/groups/7                                  | users.view_usergroup                                             |
      | /ui/console/users/groups/7/update                           | users.change_usergroup                                           |
      | /ui/console/users/roles                                     | rbac.view_orgrole\|rbac.view_systemrole                          |
      | /ui/console/users/roles/create                              | rbac.view_orgrole\|rbac.view_systemrole                          |
      | /ui/console/users/roles/7                                   | rbac.view_orgrole\|rbac.view_systemrole                          |
      | /ui/console/users/roles/7/update                            | rbac.view_orgrole\|rbac.view_systemrole                          |
      | /ui/console/assets/assets                                   | assets.view_asset                                                |
      | /ui/console/assets/assets/create                            | assets.add_asset                                                 |
      | /ui/console/assets/assets/7                                 | assets.view_asset                                                |
      | /ui/console/assets/assets/7/update                          | assets.change_asset                                              |
      | /ui/console/assets/assets/detail/7/update                   | assets.change_asset                                              |
      | /ui/console/assets/domains                                  | assets.view_domain                                               |
      | /ui/console/assets/domains/create                           | assets.add_domain                                                |
      | /ui/console/assets/domains/7                                | assets.view_domain                                               |
      | /ui/console/assets/domains/7/update                         | assets.change_domain                                             |
      | /ui/console/assets/gateways/create                          | assets.add_gateway                                               |
      | /ui/console/assets/gateways/7/update                        | assets.change_gateway                                            |
      | /ui/console/assets/system-users                             | assets.view_systemuser                                           |
      | /ui/console/assets/system-users/create                      | assets.add_systemuser                                            |
      | /ui/console/assets/system-users/7                           | assets.view_systemuser                                           |
      | /ui/console/assets/system-users/7/update                    | assets.change_systemuser                                         |
      | /ui/console/assets/cmd-filters                              | assets.view_commandfilter                                        |
      | /ui/console/assets/cmd-filters/create                       | assets.add_commandfilter                                         |
      | /ui/console/assets/cmd-filters/7                            | assets.view_commandfilter                                        |
      | /ui/console/assets/cmd-filters/7/update                     | assets.change_commandfilter                                      |
      | /ui/console/assets/command-filter-rules/create              | assets.add_commandfilterrule                                     |
      | /ui/console/assets/command-filter-rules/7/update            | assets.change_commandfilterrule                                  |
      | /ui/console/assets/platforms                                | assets.view_platform                                             |
      | /ui/console/assets/platforms/create                         | assets.add_platform                                              |
      | /ui/console/assets/platforms/7                              | assets.view_platform                                             |
      | /ui/console/assets/platforms/7/update                       | assets.change_platform                                           |
      | /ui/console/assets/labels                                   | assets.view_label                                                |
      | /ui/console/assets/labels/create                            | assets.add_label                                                 |
      | /ui/console/assets/labels/7/update                          | assets.change_label                                              |
      | /ui/console/assets/cloud                                    | xpack.view_account\|xpack.view_syncinstancetask                  |
      | /ui/console/assets/cloud/account                            | xpack.view_account                                               |
      | /ui/console/assets/cloud/account/create                     | xpack.add_account                                                |
      | /ui/console/assets/cloud/account/7                          | xpack.view_account                                               |
      | /ui/console/assets/cloud/account/7/update                   | xpack.change_account                                             |
      | /ui/console/assets/cloud/sync-instance-tasks                | xpack.view_syncinstancetask                                      |
      | /ui/console/assets/cloud/sync-instance-tasks/create         | xpack.add_syncinstancetask                                       |
      | /ui/console/assets/cloud/sync-instance-tasks/7              | xpack.view_syncinstancetask                                      |
      | /ui/console/assets/cloud/sync-instance-tasks/7/update       | xpack.change_syncinstancetask                                    |
      | /ui/console/applications/remote-apps                        | applications.view_application                                    |
      | /ui/console/applications/remote-apps/create                 | applications.add_application                                     |
      | /ui/console/applications/remote-apps/7                      | applications.view_application                                    |
      | /ui/console/applications/remote-apps/7/update               | applications.change_application                                  |
      | /ui/console/applications/databases                          | applications.view_application                                    |
      | /ui/console/applications/databases/create                   | applications.add_application                                     |
      | /ui/console/applications/databases/7                        | applications.view_application                                    |
      | /ui/console/applications/databases/7/update                 | applications.change_application                                  |
      | /ui/console/applications/kubernetes                         | applications.view_application                                    |
      | /ui/console/applications/kubernetes/create                  | applications.add_application                                     |
      | /ui/console/applications/kubernetes/7                       | applications.view_application                                    |
      | /ui/console/applications/kubernetes/7/update                | applications.change_application                                  |
      | /ui/console/accounts/authbook                               | assets.view_authbook                                             |
      | /ui/console/accounts/authbook/history                       | assets.view_authbook                                             |
      | /ui/console/accounts/application-accounts                   | applications.view_account                                        |
      | /ui/console/accounts/gathered-user                          | assets.view_gathereduser                                         |
      | /ui/console/accounts/gathered-user/tasks/create             | xpack.add_gatherusertask                                         |
      | /ui/console/accounts/gathered-user/tasks/7                  | xpack.view_gatherusertask                                        |
      | /ui/console/accounts/gathered-user/tasks/7/update           | xpack.change_gatherusertask                                      |
      | /ui/console/accounts/change-auth-plan                       | xpack.view_changeauthplan\|xpack.view_applicationchangeauthplan  |
      | /ui/console/accounts/change-auth-plan/plan                  | xpack.view_changeauthplan                                        |
      | /ui/console/accounts/change-auth-plan/plan/create           | xpack.add_changeauthplan                                         |
      | /ui/console/accounts/change-auth-plan/plan/7                | xpack.view_changeauthplan                                        |
      | /ui/console/accounts/change-auth-plan/plan/7/update         | xpack.change_changeauthplan                                      |
      | /ui/console/accounts/change-auth-plan/plan-execution/7      | xpack.view_changeauthplan                                        |
      | /ui/console/accounts/change-auth-plan/app-plan              | xpack.view_applicationchangeauthplan                             |
      | /ui/console/accounts/change-auth-plan/app-plan/create       | xpack.add_applicationchangeauthplan                              |
      | /ui/console/accounts/change-auth-plan/app-plan/7            | xpack.view_applicationchangeauthplan                             |
      | /ui/console/accounts/change-auth-plan/app-plan/7/update     | xpack.change_applicationchangeauthplan                           |
      | /ui/console/accounts/change-auth-plan/app-plan-execution/7  | xpack.view_applicationchangeauthplan                             |
      | /ui/console/accounts/backup                                 | xpack.view_accountbackupplan                                     |
      | /ui/console/accounts/backup/create                          | xpack.add_accountbackupplan                                      |
      | /ui/console/accounts/backup/7                               | xpack.view_accountbackupplan                                     |
      | /ui/console/accounts/backup/7/update                        | xpack.change_accountbackupplan                                   |
      | /ui/console/accounts/backup/plan-execution/7                | xpack.view_accountbackupplan                                     |
      | /ui/console/perms/asset-permissions                         | perms.view_assetpermission                                       |
      | /ui/console/perms/asset-permissions/create                  | perms.add_assetpermission                                        |
      | /ui/console/perms/asset-permissions/7                       | perms.view_assetpermission                                       |
      | /ui/console/perms/asset-permissions/7/update                | perms.change_assetpermission                                     |
      | /ui/console/perms/application-permissions                   | perms.view_applicationpermission                                 |
      | /ui/console/perms/application-permissions/create            | perms.add_applicationpermission                                  |
      | /ui/console/perms/application-permissions/7                 | perms.view_applicationpermission                                 |
      | /ui/console/perms/application-permissions/7/update          | perms.change_applicationpermission                               |
      | /ui/console/acls/asset-acl                                  | acls.view_loginassetacl                                          |
      | /ui/console/acls/asset-acl/create                           | acls.add_loginassetacl                                           |
      | /ui/console/acls/asset-acl/7                                | acls.view_loginassetacl                                          |
      | /ui/console/acls/asset-acl/7/update                         | acls.change_loginassetacl                                        |
      | /ui/console/ops/tasks                                       | ops.view_task                                                    |
      | /ui/console/ops/tasks/7                                     | ops.view_task                                                    |
      | /ui/console/ops/adhoc/7                                     | ops.view_adhoc                                                   |
      | /ui/console/ops/executions/7                                | ops.view_adhocexecution                                          |
      | /ui/console/ops/command-executions/create                   | ops.add_adhocexecution                                           |

  @domain.2.audit.gates @domain.2.workbench.gates @domain.2.profile.gates
  Scenario: a user lacking only the permissions of the audit, workbench and profile pages is refused each
    When "staff01", holding every permission but the ones below, opens each address and is refused:
      | path                                 | lacking                             |
      | /ui/audit/sessions/sessions          | terminal.view_session               |
      | /ui/audit/sessions/sessions/7        | terminal.view_session               |
      | /ui/audit/sessions/command           | terminal.view_command               |
      | /ui/audit/sessions/ftp               | audits.view_ftplog                  |
      | /ui/audit/logs/login-log             | audits.view_userloginlog            |
      | /ui/audit/logs/operate-log           | audits.view_operatelog              |
      | /ui/audit/logs/password-change-log   | audits.view_passwordchangelog       |
      | /ui/audit/logs/command-execution-log | ops.view_commandexecution           |
      | /ui/workbench/assets                 | perms.view_myassets                 |
      | /ui/workbench/apps/remote-apps       | perms.view_myapps                   |
      | /ui/workbench/apps/databases         | perms.view_myapps                   |
      | /ui/workbench/apps/kubernetes        | perms.view_myapps                   |
      | /ui/workbench/ops/command-executions | ops.add_commandexecution            |
      | /ui/profile/key                      | authentication.view_accesskey       |
      | /ui/profile/connection-token         | authentication.view_connectiontoken |

  @domain.2.tickets.gates @domain.2.settings.gates
  Scenario: a user lacking only the permissions of the ticket flow and settings pages is refused each
    When "staff01", holding every permission but the ones below, opens each address and is refused:
      | path                                              | lacking                               |
      | /ui/tickets/flow                                  | tickets.view_ticketflow               |
      | /ui/tickets/flow/create                           | tickets.add_ticketflow                |
      | /ui/tickets/flow/7                                | tickets.view_ticketflow               |
      | /ui/tickets/flow/7/update                         | tickets.change_ticketflow             |
      | /ui/settings/email                                | settings.change_email                 |
      | /ui/settings/auth                                 | settings.change_auth                  |
      | /ui/settings/message                              | settings.change_systemmsgsubscription |
      | /ui/settings/sms                                  | settings.change_sms                   |
      | /ui/settings/terminal                             | settings.change_terminal              |
      | /ui/settings/terminal/7                           | terminal.view_terminal                |
      | /ui/settings/terminal/7/update                    | terminal.change_terminal              |
      | /ui/settings/terminal/replay-storage/create       | terminal.add_replaystorage            |
      | /ui/settings/terminal/replay-storage/7/update     | terminal.change_replaystorage         |
      | /ui/settings/terminal/command-storage/create      | terminal.add_commandstorage           |
      | /ui/settings/terminal/command-storage/7/update    | terminal.change_commandstorage        |
      | /ui/settings/terminal/endpoint/create             | terminal.add_endpoint                 |
      | /ui/settings/terminal/endpoint/7/update           | terminal.change_endpoint              |
      | /ui/settings/terminal/endpoint-rule/create        | terminal.add_endpointrule             |
      | /ui/settings/terminal/endpoint-rule/7/update      | terminal.change_endpointrule          |
      | /ui/settings/security                             | settings.change_security              |
      | /ui/settings/clean                                | settings.change_clean                 |
      | /ui/settings/interface                            | settings.change_interface             |
      | /ui/settings/orgs                                 | orgs.view_organization                |
      | /ui/settings/orgs/create                          | orgs.add_organization                 |
      | /ui/settings/orgs/7                               | orgs.view_organization                |
      | /ui/settings/orgs/7/update                        | orgs.change_organization              |
      | /ui/settings/other                                | settings.change_other                 |
      | /ui/settings/license                              | settings.change_license               |
