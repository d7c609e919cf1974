@ui
Feature: The batch command on the workbench
  An ordinary user runs one command on some of the assets granted to them, picked under a node of their
  own node tree, as a system user, and reads the output as it streams in (domain §2 workbench ops,
  ops.add_commandexecution; the page exists only while SECURITY_COMMAND_EXECUTION is on). In the seed,
  "user" is granted the Web node of Default and db-01, win-02 and k8s-03.

  @domain.2.workbench.ops
  Scenario: a user runs a command on a granted asset picked under a node of their tree
    Given "user" has signed in
    When they open "/ui/workbench/ops/command-executions"
    And they choose "Default / Web" in the asset tree
    And they choose "web-04 (10.0.0.5)" for "Assets"
    And they choose "Default web" for "System user"
    And they type the command "uptime"
    And they press the "Run" button
    Then the output shows "web-04 | SUCCESS"
    And the output shows "$ uptime"
    And the run has finished

  @domain.2.workbench.ops
  Scenario: a command is not started until assets, a system user and the command are given
    Given "user" has signed in
    When they open "/ui/workbench/ops/command-executions"
    And they press the "Run" button
    Then they see the error "Select at least one asset or node"
    When they choose "db-01 (10.0.0.2)" for "Assets"
    And they press the "Run" button
    Then they see the error "Please select a system user first"
    When they choose "Default web" for "System user"
    And they press the "Run" button
    Then they see the error "Please type a command"
    And the output shows nothing

  @domain.2.workbench.ops @domain.8.other-messages.websocket
  Scenario: when the task log's socket is refused the page says "Connect Websocket failed"
    Given "user" has signed in
    And the browser's task log sockets are refused
    When they open "/ui/workbench/ops/command-executions"
    And they choose "db-01 (10.0.0.2)" for "Assets"
    And they choose "Default web" for "System user"
    And they type the command "uptime"
    And they press the "Run" button
    Then they see the error "Connect Websocket failed"
