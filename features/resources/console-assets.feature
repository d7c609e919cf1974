Feature: Assets area journeys: the node tree, domains and gateways, system users, command filters, cloud sync
  An administrator keeps the asset inventory (domain §2 console/assets): assets under a node tree
  loaded one level at a time, domains with their gateways, system users, command filters and their
  rules, cloud sync tasks. Messages are those of domain §5 and §8.

  @ui @domain.2.console.assets
  Scenario: the node tree scopes the asset list and takes a new child node
    Given "admin" opens the asset list
    When they choose "Default / Web" in the asset tree
    Then the asset list lists "web-04" but not "db-01"
    When they create the node "Frontend" in the asset tree dialog
    And they choose "Default / Web / Frontend" in the asset tree
    Then the asset tree shows "Frontend"

  # 2.26.1's NodeChildrenApi (assets/api/node.py) creates the child of ?id=, or without one the child of the
  # organisation's root node, made first when the organisation has none (Node.org_root). The global
  # organisation has no root node: create_child fails there, an unhandled 500.
  @api @domain.2.console.assets
  Scenario: a child node posted without a parent goes under the organisation's root node
    Given a client signed in as "admin"
    When the client sends POST "/api/v1/assets/nodes/children/" in the organisation "Default", with the JSON:
      """
      {"value": "Frontend"}
      """
    Then the answer has status 201
    And the answer field "full_value" is "/Default/Frontend"
    When the client sends POST "/api/v1/assets/nodes/children/" in the organisation "Default", with the JSON:
      """
      {"value": "Web"}
      """
    Then the answer has status 400
    And the answer field "error" is "The same level node name cannot be the same"
    When the client sends POST "/api/v1/orgs/orgs/" with the JSON:
      """
      {"name": "Lab two"}
      """
    And the client sends POST "/api/v1/assets/nodes/children/" in the organisation "Lab two", with the JSON:
      """
      {"value": "Frontend"}
      """
    Then the answer has status 201
    And the answer field "full_value" is "/Lab two/Frontend"
    When the client sends POST "/api/v1/assets/nodes/children/" in the organisation "root", with the JSON:
      """
      {"value": "Frontend"}
      """
    Then the answer has status 500

  @ui @domain.2.console.assets @domain.5.selection-required.asset-or-node @domain.8.selection-messages.select-asset
  Scenario: moving assets to a node asks for a selection first
    Given "admin" opens the asset list
    When they choose "Move to node" from More actions
    Then a toast says "Select at least one asset or node"

  @ui @domain.2.console.assets @domain.5.ssh-test
  Scenario: the connectivity test is refused for an asset without SSH
    Given "admin" opens the asset list
    When they open the asset "win-02"
    And they press "Test connectivity" in the tab "Quick actions"
    Then a toast says "No asset selected or the selected asset does not support SSH protocol connection"

  @ui @domain.2.console.assets
  Scenario: a user who may only view assets is told why each quick action cannot be used
    Given "staff01" holding exactly "rbac.view_console, assets.view_asset, assets.view_node" has signed in
    When they open the asset "web-04"
    Then the button "Test connectivity" in the tab "Quick actions" cannot be used, saying "You lack the permission to test the connectivity of assets"
    And the button "Refresh hardware" in the tab "Quick actions" cannot be used, saying "You lack the permission to refresh the hardware of assets"
    And the button "Edit more information" in the tab "Quick actions" cannot be used, saying "You lack the permission to change assets"

  @ui @domain.2.console.assets @domain.2.top.task-logs @shell.2.path.task-log @domain.2.task-log-popup
  Scenario: the connectivity test of an SSH asset opens its task log alone in a 900x600 popup, named in words, its output streamed in
    Given "admin" opens the asset list
    When they open the asset "web-04"
    And they press "Test connectivity" in the tab "Quick actions" and a popup opens
    Then the popup shows the task log of "/ui/ops/celery/task/{id}/log/"
    And the popup is headed "Connectivity test of web-04", naming no id
    And the popup shows the log alone, without the console around it
    And the popup's log shows "web-04 | SUCCESS", sent over the socket

  # A 2.26.1 server keeps no record of a celery task's name that the console can read (its task calls answer
  # {task} alone; ops/celery/task/{id}/result/ {id, result, state}; the log is the task's own output), so the
  # popup is told what the task is by its address. Whatever a link puts there is shown as words, never markup.
  @ui @domain.2.task-log-popup
  Scenario: the task-log popup shows the name its address gives as text, whatever characters it holds
    Given "admin" has signed in
    When they open "/ui/ops/celery/task/00000000-0000-4000-8000-00000000c0de/log/?what=assetTest&on=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3Eweb-04"
    Then they see the heading "Connectivity test of <img src=x onerror=alert(1)>web-04"

  @ui @domain.2.console.assets @domain.2.task-log-popup @domain.3.asset
  # The detail stays open while the task runs in its popup: once the task has run, the same detail (never
  # reopened, never reloaded) shows what the refresh read.
  Scenario: an SSH asset's hardware is refreshed from its quick actions; once the task has run, the open detail's Hardware tab shows what was read
    Given "admin" opens the asset list
    When they open the asset "web-04"
    And they choose the tab "Hardware"
    Then the detail shows "Memory" as "16G"
    When they press "Refresh hardware" in the tab "Quick actions" and a popup opens
    Then the popup shows the task log of "/ui/ops/celery/task/{id}/log/"
    And the popup is headed "Hardware refresh of web-04", naming no id
    And the popup's log shows "Update asset hardware info: web-04", sent over the socket
    And the popup's log shows "web-04 | SUCCESS", sent over the socket
    And the popup's task has finished
    When they choose the tab "Hardware"
    Then the detail shows "Vendor" as "QEMU"
    And the detail shows "Memory" as "7.64 G"

  @ui @domain.2.console.assets @domain.2.task-log-popup @domain.4.reachability
  # The server stores a test's result when its celery task has run, not when it starts: the open detail
  # (never reopened, never reloaded) says the asset can be reached once the popup's log has ended.
  # The seed's web-20 is an SSH asset last found unreachable.
  Scenario: an unreachable asset's connectivity is tested from its quick actions; once the task has run, the open detail says it is reachable
    Given "admin" opens the asset list
    When they open the asset "web-20"
    Then the detail shows "Connectivity" as "Unreachable"
    When they press "Test connectivity" in the tab "Quick actions" and a popup opens
    Then the popup's log shows "web-20 | SUCCESS", sent over the socket
    And the popup's task has finished
    When they choose the tab "Basic"
    Then the detail shows "Connectivity" as "Reachable"

  @ui @domain.2.console.assets @domain.3.asset
  Scenario: an asset is created as a Linux host with two protocols at their usual ports and read back; its hardware is read from it, never typed
    Given "admin" opens the new asset form
    Then the field "Platform" shows "Linux"
    And the protocol rows are "SSH 22"
    And the form has no "Hardware (read from the asset)" section
    When they fill "Hostname" with "mail-01"
    And they fill "IP" with "10.0.9.1"
    And they add the protocol "RDP"
    Then the protocol rows are "SSH 22, RDP 3389"
    When they add the protocol "Telnet"
    And they remove protocol 3
    And they set the port of protocol 1 to "2222"
    And they press "Submit"
    Then the asset list shows "mail-01"
    And the server stores the protocols of the asset "mail-01" as "ssh/2222, rdp/3389"
    When they open the asset "mail-01"
    And they edit it
    Then the protocol rows are "SSH 2222, RDP 3389"
    And the "Hardware (read from the asset)" section shows "CPU model" as text, with no input in it

  @ui @domain.2.console.assets @domain.3.asset
  Scenario: a Windows asset starts with RDP on 3389
    Given "admin" opens the new asset form
    When they choose "Windows" in the field "Platform"
    Then the protocol rows are "RDP 3389"

  @ui @domain.2.console.domains
  Scenario: an administrator creates a domain, renames it and deletes it
    Given "admin" opens the domain list
    When they create a domain with:
      | Name    | Lab network       |
      | Comment | Isolated test lab |
    Then the domain list shows "Lab network"
    When they open the domain "Lab network"
    Then the detail title is "Domain: Lab network"
    When they edit it
    And they change the form:
      | Name | Lab segment |
    Then the domain list shows "Lab segment"
    When they open the domain "Lab segment"
    And they delete it and confirm
    Then the domain list does not show "Lab segment"

  @ui @domain.2.console.gateways @domain.5.port-error @domain.8.other-messages.port-error
  Scenario: a gateway is tested on a port, and a port that is no number is refused
    Given "admin" opens the domain list
    When they open the domain "Default DMZ"
    And they test the gateway "Default gateway" on the port "22x"
    Then a toast says "Port Error, please check"
    When they test the gateway "Default gateway" on the port "2222"
    Then a toast says "Connection succeeded"

  @ui @domain.2.console.gateways
  Scenario: a gateway is created from its domain and listed there
    Given "admin" opens the domain list
    When they open the domain "Default DMZ"
    And they press "Create gateway" in the tab "Gateways"
    And they change the form:
      | Name | Backup gateway |
      | IP   | 10.0.0.2       |
      | Port | 2222           |
    Then the tab "Gateways" shows the row "Backup gateway | 10.0.0.2 | 2222"

  # Domain §3 Asset, field by field, on the seeded db-01 (mock-server/seed: the first asset of
  # Default, a Linux host with SSH on 22, its hardware as the server collected it: 2 CPUs of 4 cores).
  # Its node, admin user, label and reachability are read in features/generic/names-and-labels.feature.
  @ui @domain.3.asset
  Scenario: an asset's detail shows its address, platform, protocols, number and hardware
    Given "admin" opens the asset list
    When they open the asset "db-01"
    Then the detail shows "Hostname" as "db-01"
    And the detail shows "IP" as "10.0.0.2"
    And the detail shows "Platform" as "Linux"
    And the detail shows "Protocols" as "SSH 22"
    And the detail shows "Is active" as "Yes"
    And the detail shows "Asset number" as "A01"
    And the detail shows "Admin user" as "Default root"
    And the detail shows "Created by" as "admin"
    When they choose the tab "Hardware"
    Then the detail shows "Model" as "Virtual"
    And the detail shows "Serial number" as "SN01"
    And the detail shows "CPU model" as "Intel Xeon"
    And the detail shows "CPU count" as "2"
    And the detail shows "CPU cores" as "4"
    And the detail shows "Memory" as "16G"
    And the detail shows "Disk" as "200G"
    And the detail shows "OS" as "CentOS"

  # Domain §3 System user, field by field, on the seeded Default web (mock-server/seed).
  @ui @domain.3.system-user
  Scenario: a system user's detail shows its username, protocol, login mode, priority, sudo, home and SFTP root
    Given "admin" opens the system user list
    When they open the system user "Default web"
    Then the detail shows "Username" as "web"
    And the detail shows "Protocol" as "SSH"
    And the detail shows "Login mode" as "Automatic managed"
    And the detail shows "Priority" as "20"
    And the detail shows "Sudo" as "/bin/whoami"
    And the detail shows "Home" as "/home/web"
    And the detail shows "SFTP Root" as "tmp"
    And the detail shows "Auto push" as "Yes"

  @ui @domain.2.console.system-users @domain.5.manual-login @domain.9.home-directory
  Scenario: a system user in manual login mode needs no username, and gets the default home
    Given "admin" opens the new system user form
    Then the field "Home" shows the placeholder "/home/{username}"
    When they fill "Name" with "Ask at login"
    And they pick "Manually input" for "Login mode"
    And they press "Submit"
    Then the system user list shows "Ask at login"
    And the server stores the system user "Ask at login" with the login mode "manual" and the username ""
    When they create a system user with:
      | Name     | Deployer |
      | Username | deploy   |
      | Priority | 10       |
    And they open the system user "Deployer"
    Then the detail shows "Home" as "/home/deploy"

  @ui @domain.2.console.system-users @domain.3.system-user @shell.3
  Scenario: a system user's private key is pasted on many lines and leaves the browser encrypted, intact
    Given "admin" opens the new system user form
    Then the field "Protocol" holds "SSH"
    And the option "Automatic managed" is chosen in the field "Login mode"
    When they fill "Name" with "Key holder"
    And they fill "Username" with "keeper"
    And they paste into "SSH private key":
      """
      -----BEGIN OPENSSH PRIVATE KEY-----
      b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
      QyNTUxOQAAACBkZXBsb3kta2V5LWZvci10ZXN0cy1vbmx5LW5vdC1yZWFsAAAAAAAAAAAA
      -----END OPENSSH PRIVATE KEY-----
      """
    And they press "Submit"
    Then the "private_key" of the POST of "/api/v1/assets/system-users/" decrypts to exactly:
      """
      -----BEGIN OPENSSH PRIVATE KEY-----
      b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
      QyNTUxOQAAACBkZXBsb3kta2V5LWZvci10ZXN0cy1vbmx5LW5vdC1yZWFsAAAAAAAAAAAA
      -----END OPENSSH PRIVATE KEY-----
      """
    And the system user list shows "Key holder"

  @ui @domain.2.console.system-users @domain.5.priority.system-user-range @domain.9.priority-range
  Scenario: a system user's priority lies in 1–100
    Given "admin" opens the new system user form
    When they fill "Name" with "Too eager"
    And they fill "Priority" with "101"
    And they press "Submit"
    Then the field "Priority" says "Priority must be between 1 and 100"

  @ui @domain.2.console.cmd-filters @domain.2.console.command-filter-rules @domain.5.priority.rule-range
  Scenario: a command filter takes rules on its detail, highest priority first
    Given "admin" opens the command filter list
    When they create a command filter with:
      | Name | Database guard |
    And they open the command filter "Database guard"
    And they press "Create rule" in the tab "Rules"
    And they change the form:
      | Content  | drop database |
      | Priority | 101           |
    Then the field "Priority" says "Priority must be between 1 and 100"
    When they change the form:
      | Priority | 100 |
    Then the tab "Rules" shows the row "drop database | 100"

  @ui @domain.2.console.cloud @domain.5.crontab @domain.9.cron-preview
  Scenario: a sync task's crontab needs 5 fields and previews the next 5 runs
    Given "admin" opens the new sync instance task form
    When they fill "Regularly perform" with "0 2 * *"
    Then the field "Regularly perform" says "A crontab has 5 fields"
    When they fill "Regularly perform" with "0 2 * * *"
    Then the form previews the next runs "5"
    And the form says "If both an interval and a crontab are set, the interval is used"

  @ui @domain.2.console.cloud @domain.4.cloud-sync-counts
  Scenario: a sync task's runs show the new, unsynced, synced and released counts
    Given "admin" opens the sync instance task list
    When they open the sync instance task "Sync Aliyun hangzhou"
    Then the tab "Sync history" shows the row "3 | 1 | 12 | 0"

  @ui @domain.2.console.assets @domain.3.asset
  # Found in front of a real 2.26.1 server: the asset number was labelled with its i18n key, "hardware.number".
  Scenario: the more-information form of an asset names its number in words
    Given "admin" opens the asset list
    When they open the asset "web-04"
    And they press "Edit more information" in the tab "Quick actions"
    Then the text box "Asset number" holds "A04"
