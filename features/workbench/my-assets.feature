@ui
Feature: My assets on the workbench, scoped by the node tree
  An ordinary user sees the assets granted to them beside the tree of the nodes that hold them; choosing
  a node lists that node's granted assets (domain §2 workbench: my assets with the node tree). In the
  seed, "user" is granted the Web node of Default and db-01, win-02 and k8s-03.

  @domain.2.workbench.assets
  Scenario: choosing a node lists only that node's granted assets
    Given "user" has signed in
    When they open "/ui/workbench/assets"
    And they choose "Default / Database" in the asset tree
    Then the asset list lists "db-01" but not "web-04"
    When they choose "Default / Web" in the asset tree
    Then the asset list lists "web-04" but not "db-01"

  @domain.2.workbench.assets @shell.6
  Scenario: My assets offers what an end user can do with them, not the administrator's toolbar
    Given "user" has signed in
    When they open "/ui/workbench/assets"
    Then the asset list lists "db-01" but not "no-such-asset"
    And the list toolbar offers "Export, Refresh, Column settings" and nothing else
    And no row offers "Edit", "Clone" or "Delete"
