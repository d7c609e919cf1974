@ui
Feature: The asset tree's node actions, by mouse and by keyboard
  An administrator shapes the node tree beside the asset list (domain §2 console/assets/assets: nodes are
  created, renamed, moved and deleted, assets added to them). The nodes load one level at a time. A node's
  actions open in a menu on the node: right-click, or from the keyboard the Menu key or Shift+F10; Enter or
  Space chooses the focused node, which scopes the list; the arrows move between nodes and open them.

  @domain.2.console.assets
  Scenario: a node is created and renamed from its menu with the keyboard alone
    Given "admin" opens the asset list
    When they tab to the asset tree
    Then the focused node is "Default"
    When they press the keys "ArrowRight"
    Then the asset tree shows "Web"
    When they press the keys "ArrowDown"
    Then the focused node is "Web"
    When they press the keys "Enter"
    Then the node "Web" is chosen
    And the asset list lists "web-04" but not "db-01"
    When they press the keys "Shift+F10"
    Then the menu "Actions of Web" offers "Create node, Rename node, Add assets, Move node, Delete node, Test connectivity of its assets, Refresh hardware of its assets"
    When they press the keys "Enter"
    And they type "Frontend" and press Enter
    Then a toast says "Update succeeded"
    And the focused node is "Web"
    When they press the keys "ArrowRight"
    Then the asset tree shows "Frontend"
    When they press the keys "ArrowDown"
    Then the focused node is "Frontend"
    When they press the keys "ContextMenu"
    Then the menu "Actions of Frontend" offers "Create node, Rename node, Add assets, Move node, Delete node, Test connectivity of its assets, Refresh hardware of its assets"
    When they press the keys "ArrowDown Enter"
    And they type "Edge" and press Enter
    Then the asset tree shows "Edge"
    And the asset tree does not show "Frontend"

  @domain.2.console.assets
  Scenario: right-clicking a node opens its menu; assets are added to it there
    Given "admin" opens the asset list
    When they choose "Default / Web" in the asset tree
    And they right-click the node "Web"
    And they choose "Add assets" in the menu
    And they pick "db-01 (10.0.0.2)" in the "Assets" select of the dialog "Add assets"
    And they press "Submit" in the "Add assets" dialog
    Then a toast says "Update succeeded"
    And the asset list lists "db-01" but not "k8s-03"

  @domain.2.console.assets @domain.2.task-log-popup
  Scenario: the connectivity of a node's assets is tested from its menu; the task log names each asset tested
    Given "admin" opens the asset list
    When they choose "Default / Web" in the asset tree
    And they right-click the node "Web"
    And they choose "Test connectivity of its assets" in the menu and a popup opens
    Then the popup shows the task log of "/ui/ops/celery/task/{id}/log/"
    And the popup's log shows "web-04 | SUCCESS", sent over the socket

  # 2.26's hardware refresh (update_assets_hardware_info_util) runs ansible's setup on the node's assets
  # that are enabled and reached over SSH, after logging each one it leaves out (clean_ansible_task_hosts:
  # "Asset has been disabled, skipped", "Asset may not be support ansible, skipped", named
  # hostname(ip)), then writes what the facts say into each asset's hardware. In the seed, win-02
  # (10.0.0.3) is an RDP host and k8s-51 (10.0.0.52) is disabled; the mock's SSH hosts answer as one
  # small KVM guest, unlike the hardware the seed gave them (model "Virtual", 16G of memory).
  @domain.2.console.assets @domain.2.task-log-popup @domain.3.asset
  Scenario: the hardware of a node's assets is refreshed from its menu; the log names the assets left out, and an asset's Hardware tab shows what was read
    Given "admin" opens the asset list
    When they right-click the node "Default"
    And they choose "Refresh hardware of its assets" in the menu and a popup opens
    Then the popup shows the task log of "/ui/ops/celery/task/{id}/log/"
    And the popup is headed "Hardware refresh of the assets under /Default", naming no id
    And the popup's log shows "Update node assets hardware info: /Default", sent over the socket
    And the popup's log shows "Asset may not be support ansible, skipped: win-02(10.0.0.3)", sent over the socket
    And the popup's log shows "Asset has been disabled, skipped: k8s-51(10.0.0.52)", sent over the socket
    And the popup's log shows "web-04 | SUCCESS", sent over the socket
    And the popup's task has finished
    When they open the asset "web-04"
    And they choose the tab "Hardware"
    Then the detail shows "Vendor" as "QEMU"
    And the detail shows "Model" as "Standard PC (i440FX + PIIX, 1996)"
    And the detail shows "CPU model" as "Intel(R) Xeon(R) Gold 6248 CPU @ 2.50GHz"
    And the detail shows "vCPUs" as "4"
    And the detail shows "Memory" as "7.64 G"
    And the detail shows "Disk" as "100.0 G"
    And the detail shows "OS version" as "7.9.2009"
    When they open the asset "win-02"
    And they choose the tab "Hardware"
    Then the detail shows "Model" as "Virtual"
    And the detail shows "Memory" as "16G"
