@ui
Feature: Console routes, part 2: applications, accounts, permissions, asset ACLs, job centre
  Every route of domain §2 "Console" from applications to ops is a real page: an administrator sees
  it with the seeded data; a console user lacking its permission gets the no-permission page; a
  licence route is missing from the sidebar and does not exist without a valid licence; the batch
  command does not exist unless SECURITY_COMMAND_EXECUTION is on (startup.feature: a gated route is
  a 404). Rows and headings below are written from the spec and the mock's seed, not from src.

  @domain.2.console.applications @domain.2.console.accounts @domain.2.console.accounts.gathered-user @domain.2.console.accounts.change-auth-plan @domain.2.console.accounts.backup @domain.2.console.perms @domain.2.console.asset-acl @domain.2.console.ops @domain.2.console.ops.command-executions
  
  Scenario: an administrator opens each address below
    Given "admin" has signed in
    When they open each address below, seeing its heading:
      | path                                            | heading                    | shows                     |
      | /ui/console/applications/remote-apps            | Remote apps                | Default chrome            |
      | /ui/console/applications/databases              | Databases                  | Default mysql             |
      | /ui/console/applications/kubernetes             | Kubernetes                 | Default k8s               |
      | /ui/console/applications/databases/create       | Create Database            | MySQL                     |
      | /ui/console/accounts/authbook                   | Asset accounts             | Default web               |
      | /ui/console/accounts/application-accounts       | Application accounts       | Default postgresql        |
      | /ui/console/accounts/gathered-user              | Gathered users             | local0                    |
      | /ui/console/accounts/gathered-user?tab=tasks    | Gathered users             | Gather Linux users        |
      | /ui/console/accounts/gathered-user/tasks/create | Create Gathering task      | Save and add another      |
      | /ui/console/accounts/change-auth-plan           | Change auth plans          | Rotate web passwords      |
      | /ui/console/accounts/change-auth-plan?tab=app   | Change auth plans          | Rotate database passwords |
      | /ui/console/accounts/change-auth-plan/plan      | Change auth plans          | Rotate web passwords      |
      | /ui/console/accounts/change-auth-plan/app-plan  | Change auth plans          | Rotate database passwords |
      | /ui/console/accounts/backup                     | Account backup             | Default weekly backup     |
      | /ui/console/accounts/backup/create              | Create Account backup plan | Regularly perform         |
      | /ui/console/perms/asset-permissions             | Asset permissions          | Default web servers       |
      | /ui/console/perms/asset-permissions/create      | Create Asset permission    | Clipboard copy            |
      | /ui/console/perms/application-permissions       | Application permissions    | Default databases         |
      | /ui/console/acls/asset-acl                      | Asset login ACL            | Default confirm prod root |
      | /ui/console/ops/tasks                           | Tasks                      | Default gather facts      |
      | /ui/console/ops/command-executions/create       | Batch command              | Run                       |

  # One sign-in, one load: the first address is loaded, the others followed inside the console; every
  # row that fails is named.
  @domain.2.console.applications @domain.2.console.accounts @domain.2.console.asset-acl @shell.6.licence-routes
  Scenario: without a valid licence these addresses are not in the sidebar and do not exist
    Given the public setting XPACK_LICENSE_IS_VALID is "false"
    And "admin" has signed in
    Then each address below under "/ui/console/" shows the heading "Request error", its sidebar not offering its menu:
      | path                          | menu            |
      | applications/remote-apps      | Remote apps     |
      | accounts/authbook             | Asset accounts  |
      | accounts/backup               | Account backup  |
      | acls/asset-acl                | Asset login ACL |

  @domain.2.console.applications @domain.2.console.perms @shell.6.licence-routes
  Scenario: without a valid licence the routes that need none stay
    Given the public setting XPACK_LICENSE_IS_VALID is "false"
    And "admin" has signed in
    When they open "/ui/console/applications/databases"
    Then they see the heading "Databases"
    And the sidebar offers "Databases, Kubernetes, Asset permissions"

  @domain.2.console.ops.command-executions
  Scenario: the batch command does not exist while SECURITY_COMMAND_EXECUTION is off
    Given the public setting SECURITY_COMMAND_EXECUTION is "false"
    And "admin" has signed in
    When they open "/ui/console/ops/command-executions/create"
    Then they see the heading "Request error"
    And the sidebar does not offer "Batch command"

  @domain.2.console.ops.flower
  Scenario: the task monitor is an external link to /core/flower/
    Given "admin" has signed in
    When they open "/ui/console/ops/tasks"
    Then the sidebar offers "Task monitor"
