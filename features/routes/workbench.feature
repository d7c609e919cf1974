@ui
Feature: Workbench routes
  The workbench (domain §2 Workbench) is always shown: the user's granted assets and applications,
  the batch command (hidden unless SECURITY_COMMAND_EXECUTION), and links to the web terminal and the
  file manager. "user" is granted Default's web servers and the "Default mysql" database by the seed.

  @domain.2.workbench
  Scenario: /workbench leads to the workbench home
    Given "user" has signed in
    When they open "/ui/workbench"
    Then the address is "/ui/workbench/home"

  @domain.2.workbench.assets @domain.2.workbench.apps @domain.2.workbench.ops
  Scenario: an org user opens each address below
    Given "user" has signed in
    When they open each address below, seeing its heading:
      | path                                 | heading       |
      | /ui/workbench/assets                 | My assets     |
      | /ui/workbench/apps/remote-apps       | Remote apps   |
      | /ui/workbench/apps/databases         | Databases     |
      | /ui/workbench/ops/command-executions | Batch command |

  @domain.2.workbench.apps
  Scenario: an org admin opens each address below
    Given "orgadmin" has signed in
    When they open each address below, seeing its heading:
      | path                          | heading    |
      | /ui/workbench/apps/kubernetes | Kubernetes |

  @domain.2.workbench.apps
  Scenario: the granted database is listed with a Connect link to the web terminal
    Given "user" has signed in
    When they open "/ui/workbench/apps/databases"
    Then they see "Default mysql"
    And they see "Connect"

  @domain.2.workbench.apps @shell.6.licence-routes
  Scenario: without a valid licence the remote apps page does not exist
    Given the public setting XPACK_LICENSE_IS_VALID is "false"
    And "user" has signed in
    When they open "/ui/workbench/apps/remote-apps"
    Then they see the heading "Request error"

  @domain.2.workbench.ops
  Scenario: without SECURITY_COMMAND_EXECUTION the batch command page does not exist
    Given the public setting SECURITY_COMMAND_EXECUTION is "false"
    And "user" has signed in
    When they open "/ui/workbench/ops/command-executions"
    Then they see the heading "Request error"

  @domain.2.workbench.luna @domain.2.workbench.sftp
  Scenario: the web terminal and the file manager are links of the sidebar
    Given "user" has signed in
    When they open "/ui/workbench/home"
    Then the sidebar offers "Web terminal, File manager"
