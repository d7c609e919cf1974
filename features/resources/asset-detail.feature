@ui
Feature: An asset's detail: its system users and accounts, and who may reach it
  An administrator opens an asset and sees, beside its fields, what JumpServer 2.26's console shows there
  (domain §2 console/assets/assets/{id}; domain §3 Asset and Permission): the system users bound to it with
  their connectivity, its accounts, the users and user groups its asset permissions name (directly, through
  a user group, or through a node the asset sits under) and those permissions, each saying whether it is
  valid now (domain §3: a permission's validity and dates). Users, groups and permissions link to their own
  pages; choices, flags and dates read as words.

  The seed's asset db-01 carries the label env:test (a label reads name:value, as the server's
  labels_display) and is named by two asset permissions of Default: "Default web servers" (all actions,
  the users user and newbie and the group Default operators, valid for years) and "Default expired grant"
  (connect only, expired ten days ago).

  @domain.2.console.assets @domain.2.console.perms @domain.3.permission
  Scenario: a user appears among those who may reach an asset once an asset permission names them
    Given "admin" opens the asset list
    When they open the asset "db-01"
    Then the tab "Authorized users" does not show the row "Expiring Password"
    And the tab "Asset permissions" does not show the row "Expiring on db-01"
    Given "admin" opens the asset permission list
    When they create an asset permission with:
      | Name        | Expiring on db-01            |
      | User        | Expiring Password (expiring) |
      | Asset       | db-01 (10.0.0.2)             |
      | System user | Default web                  |
    Then the asset permission list shows "Expiring on db-01"
    Given "admin" opens the asset list
    When they open the asset "db-01"
    Then the tab "Authorized users" shows the row "Expiring Password | expiring"
    And the tab "Asset permissions" shows the row "Expiring on db-01 | Yes"

  @domain.2.console.assets @domain.3.permission @domain.3.asset
  Scenario: the asset's permissions say which are valid now; its labels, groups, system users and accounts read as words
    Given "admin" opens the asset list
    When they open the asset "db-01"
    Then the detail shows "Labels" as "env:test"
    And the tab "Asset permissions" shows the row "Default expired grant | Connect | No"
    And the tab "Asset permissions" shows the row "Default web servers | All | Yes"
    And the tab "Authorized user groups" shows the row "Default operators"
    And the tab "Authorized users" shows the row "Staff Member 01 | staff01 | Local"
    And the tab "System users" shows the row "Default web | Reachable"
    And the tab "Accounts" shows the row "web | Default web | Reachable"

  # Domain §3 Asset: "CPU, memory, disk, OS". The 2.26 serializer's hardware_info sums them up as
  # "<vCPUs> Core <memory> <disk>"; db-01 has 8 vCPUs (2 CPUs of 4 cores), 16G and 200G, on one disk the
  # refresh stored as JSON text ('{"vda": "200.00 GB"}'), and calls itself db01.
  @domain.2.console.assets @domain.3.asset
  Scenario: the Basic tab names the asset's protocols and sums its hardware up in one line; the Hardware tab gives the parts
    Given "admin" opens the asset list
    When they open the asset "db-01"
    Then the detail shows "Hardware info" as "8 Core 16G 200G"
    And the detail shows "Protocols" as "SSH 22"
    And the detail does not show "CPU model"
    And the detail does not show "Memory"
    When they choose the tab "Hardware"
    Then the detail shows "Memory" as "16G"
    And the detail shows "Disk" as "200G"
    And the detail shows "Disk devices" as "vda 200.00 GB"
    And the detail shows "Host name on the asset" as "db01"
    And the detail does not show "Labels"

  @domain.2.console.users @domain.3.permission
  Scenario: a user group's detail lists the asset permissions that name the group, and only those
    Given "admin" opens the user group list
    When they open the user group "Default operators"
    Then the tab "Asset permission rules" shows the row "Default web servers | All | Yes"
    And the tab "Asset permission rules" does not show the row "Default expired grant"

  # Domain §3 Permission: a permission grants only while it is valid. "Default web servers" names the group
  # Default operators, three assets (db-01 among them) and the node Web (web-04 sits under it).
  @domain.2.console.users @domain.3.permission
  Scenario: a user group's detail lists the assets its members reach through it, and only while the permission is valid
    Given "admin" opens the user group list
    When they open the user group "Default operators"
    Then the tab "Granted assets" shows the row "db-01"
    And the tab "Granted assets" shows the row "web-04"
    Given the server stores the asset permission "Default web servers" with:
      | date_expired | 2020/01/01 00:00:00 +0000 |
    And "admin" opens the user group list
    When they open the user group "Default operators"
    Then the tab "Granted assets" does not show the row "db-01"
    And the tab "Granted assets" does not show the row "web-04"
