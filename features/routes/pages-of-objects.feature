@ui
Feature: The pages of a seeded object of every kind
  Every {id}, {id}/update and sub-page of domain §2 opens on a seeded object: the applications, the
  gathering tasks, the account plans and their executions, the asset accounts' history, the
  permissions, the asset login ACLs, the job centre's task, version and execution, each ticket type's
  detail and the flow pages, the terminal storages' and endpoints' update pages, and the hidden task
  log page. One walk per view follows the addresses inside the console; the object of each row is
  found by a seeded value through the API, and the heading names it. Rows written by hand from
  domain §2 and the mock's seed; a heading ending in "…" is matched by its beginning (an execution
  is named by its start time).

  @domain.2.console.applications @domain.2.console.accounts @domain.2.console.accounts.gathered-user @domain.2.console.accounts.change-auth-plan @domain.2.console.accounts.backup @domain.2.console.perms @domain.2.console.asset-acl @domain.2.console.ops
  Scenario: an administrator opens each page of a seeded console object
    Given "admin" has signed in
    When they open each address below, seeing its heading:
      | path                                                        | heading                                         | resource                               | name                        |
      | /ui/console/applications/remote-apps/:id                    | Remote app: Default chrome                      | remote app                             | Default chrome              |
      | /ui/console/applications/remote-apps/:id/update             | Update Remote app                               | remote app                             | Default chrome              |
      | /ui/console/applications/databases/:id                      | Database: Default mysql                         | database                               | Default mysql               |
      | /ui/console/applications/databases/:id/update               | Update Database                                 | database                               | Default mysql               |
      | /ui/console/applications/kubernetes/:id                     | Kubernetes: Default k8s                         | kubernetes                             | Default k8s                 |
      | /ui/console/applications/kubernetes/:id/update              | Update Kubernetes                               | kubernetes                             | Default k8s                 |
      | /ui/console/accounts/authbook/history                       | Account history                                 |                                        |                             |
      | /ui/console/accounts/gathered-user/tasks/:id                | Gathering task: Gather Linux users              | gather user task                       | Gather Linux users          |
      | /ui/console/accounts/gathered-user/tasks/:id/update         | Update Gathering task                           | gather user task                       | Gather Linux users          |
      | /ui/console/accounts/change-auth-plan/plan/:id              | Asset change-auth plan: Rotate web passwords    | asset change auth plan                 | Rotate web passwords        |
      | /ui/console/accounts/change-auth-plan/plan/:id/update       | Update Asset change-auth plan                   | asset change auth plan                 | Rotate web passwords        |
      | /ui/console/accounts/change-auth-plan/plan-execution/:id    | Execution: …                                    | asset change auth plan execution       | manual                      |
      | /ui/console/accounts/change-auth-plan/app-plan/:id          | Application change-auth plan: Rotate database passwords | application change auth plan           | Rotate database passwords   |
      | /ui/console/accounts/change-auth-plan/app-plan/:id/update   | Update Application change-auth plan             | application change auth plan           | Rotate database passwords   |
      | /ui/console/accounts/change-auth-plan/app-plan-execution/:id | Execution: …                                   | application change auth plan execution | manual                      |
      | /ui/console/accounts/backup/:id                             | Account backup plan: Default weekly backup      | account backup plan                    | Default weekly backup       |
      | /ui/console/accounts/backup/:id/update                      | Update Account backup plan                      | account backup plan                    | Default weekly backup       |
      | /ui/console/accounts/backup/plan-execution/:id              | Execution: …                                    | account backup plan execution          | timing                      |
      | /ui/console/perms/asset-permissions/:id                     | Asset permission: Default web servers           | asset permission                       | Default web servers         |
      | /ui/console/perms/asset-permissions/:id/update              | Update Asset permission                         | asset permission                       | Default web servers         |
      | /ui/console/perms/application-permissions/:id               | Application permission: Default databases       | application permission                 | Default databases           |
      | /ui/console/perms/application-permissions/:id/update        | Update Application permission                   | application permission                 | Default databases           |
      | /ui/console/acls/asset-acl/:id                              | Asset login ACL: Default confirm prod root      | asset login ACL                        | Default confirm prod root   |
      | /ui/console/acls/asset-acl/:id/update                       | Update Asset login ACL                          | asset login ACL                        | Default confirm prod root   |
      | /ui/console/ops/tasks/:id                                   | Task: Default gather facts                      | task                                   | Default gather facts        |
      | /ui/console/ops/adhoc/:id                                   | Version: …                                      | task version                           | all                         |
      | /ui/console/ops/executions/:id                              | Execution: …                                    | task execution                         | Default gather facts@00000000-0000-0000-0000-000000000002 |

  @domain.2.tickets.pages @domain.2.tickets.flow @domain.2.settings.terminal @domain.2.top.task-logs
  Scenario: an administrator opens each ticket type's detail, the flow pages and the terminal storages' and endpoints' updates
    Given "admin" has signed in
    When they open each address below, seeing its heading:
      | path                                             | heading                                | resource        | name                           |
      | /ui/tickets/tickets/request-asset-perm/:id       | Ticket: Access to web servers #1       | ticket          | Access to web servers #1       |
      | /ui/tickets/tickets/request-application-perm/:id | Ticket: Database access #2             | ticket          | Database access #2             |
      | /ui/tickets/tickets/login-confirm/:id            | Ticket: Login confirm #3               | ticket          | Login confirm #3               |
      | /ui/tickets/tickets/command-confirm/:id          | Ticket: Run reboot #4                  | ticket          | Run reboot #4                  |
      | /ui/tickets/tickets/login-asset-confirm/:id      | Ticket: Confirm login to db-01 as root | ticket          | Confirm login to db-01 as root |
      | /ui/tickets/tickets/:id                          | Ticket: Access to web servers #1       | ticket          | Access to web servers #1       |
      | /ui/tickets/flow/create                          | Create Ticket flow                     |                 |                                |
      | /ui/tickets/flow/:id                             | Ticket flow: Apply for asset               | ticket flow     | apply_asset                    |
      | /ui/tickets/flow/:id/update                      | Update Ticket flow                     | ticket flow     | apply_asset                    |
      | /ui/settings/terminal/replay-storage/:id/update  | Update Replay storage                  | replay storage  | default                        |
      | /ui/settings/terminal/command-storage/:id/update | Update Command storage                 | command storage | elasticsearch                  |
      | /ui/settings/terminal/endpoint/:id/update        | Update Endpoint                        | endpoint        | Default                        |
      | /ui/settings/terminal/endpoint-rule/:id/update   | Update Endpoint rule                   | endpoint rule   | Office network                 |
      | /ui/ops/task/task/:id/log                        | Task log: Default gather facts         | task            | Default gather facts           |
