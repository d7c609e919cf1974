@ui
Feature: Names and labels, never ids or raw values
  A user sees names, labels and words, never ids, raw choice values or wire formats (issue 22). The
  server sends relations as bare ids, naming some of them in read-only `*_display` fields and the
  organisation in `org_name`, and choices as raw values whose labels are the OPTIONS choices'
  display_name (shell §3: search metadata; reference §1.6). A detail names every object it refers to,
  the organisation included, looking up the names the server did not send; a label never ends in
  " display" (the label of `foo_display` is the label of `foo`, and the two are one row); asset
  reachability reads Reachable / Unreachable / Unknown (domain §4). Choice made where the spec is
  silent: the object's own id is in the address, not among its fields.

  Rule: a detail names every object it refers to, the organisation included

    @domain.2.console.groups @shell.2.detail-page.layout
    Scenario: a user group's detail names its members and its organisation, and shows no id
      Given the Default organisation has a user group "Night shift" with the members "staff01, staff02"
      And "admin" opens the user group list
      When they open the user group "Night shift"
      Then the detail shows "User" as "Staff Member 01(staff01), Staff Member 02(staff02)"
      And the detail shows "Organization" as "Default"
      And no id is shown on the page
      And no label on the page ends in " display"

    @domain.2.console.assets @domain.4.reachability @shell.2.detail-page.layout
    Scenario: an asset's detail names its node, admin user, label and organisation, and says it is reachable
      Given "admin" opens the asset list
      When they open the asset "db-01"
      Then the detail shows "Nodes" as "/Default/Database"
      And the detail shows "Admin user" as "Default root"
      And the detail shows "Labels" as "env:test"
      And the detail shows "Organization" as "Default"
      And the detail shows "Connectivity" as "Reachable"
      And no id is shown on the page
      And no label on the page ends in " display"

    @domain.2.console.perms @shell.2.detail-page.layout
    Scenario: an asset permission's detail names whom and what it grants, its actions and its organisation
      Given the Default organisation has an asset permission "Night grant" granting:
        | users        | staff01           |
        | user groups  | Default operators |
        | assets       | db-01             |
        | nodes        | /Default/Database |
        | system users | Default ops       |
        | actions      | connect           |
      And "admin" opens the asset permission list
      When they open the asset permission "Night grant"
      Then the detail shows "Users" as "staff01"
      And the detail shows "User groups" as "Default operators"
      And the detail shows "Assets" as "db-01"
      And the detail shows "Nodes" as "/Default/Database"
      And the detail shows "System users" as "Default ops"
      And the detail shows "Actions" as "Connect"
      And the detail shows "Organization" as "Default"
      And no id is shown on the page
      And no label on the page ends in " display"

    # 2.26.1 reads a permission of every action back as "all" followed by each action it holds (recorded
    # asset-permissions); JumpServer's own console names them "All", and so does this one, wherever they are listed.
    @domain.2.console.perms @domain.3.permission
    Scenario: a permission of every action names its actions "All" alone, on its detail and on its user group's
      Given "admin" opens the asset permission list
      When they open the asset permission "Default web servers"
      Then the detail shows "Actions" as "All"
      When they open the user group "Default operators"
      Then the tab "Asset permission rules" shows the row "Default web servers | All | Yes"

  Rule: lists and filters show a choice's label, never its value

    @domain.4.reachability @domain.2.console.assets
    Scenario Outline: the asset list says <shown> for <host>
      Given "admin" opens the asset list
      When they search for "<host>"
      Then the row "<host>" shows "<shown>" in the "Connectivity" column

      Examples:
        | host   | shown       |
        | db-01  | Reachable   |
        | web-20 | Unreachable |
        | db-05  | Unknown     |

    @domain.4.reachability @shell.9.languages
    Scenario: in Chinese the asset list says an asset is unreachable in Chinese
      Given the language cookie says "zh-hans"
      And "admin" has signed in
      When they open the asset list searched for "web-20"
      Then the row "web-20" shows "不可连接" in the "可连接性" column

    @domain.2.console.users @shell.3.options-metadata
    Scenario: the user list's MFA column names the level, not 0, 1 or 2
      Given "admin" opens the user list
      When they show the column "MFA" in the column settings
      And they search for "mfauser"
      Then the row "mfauser" shows "Enable" in the "MFA" column
      When they search for "staff01"
      Then the row "staff01" shows "Disable" in the "MFA" column

    @domain.2.audit.command @shell.3.options-metadata @shell.9.languages
    Scenario Outline: the command list's risk level filter and column say "<dangerous>" in <language>
      Given the language cookie says "<cookie>"
      And "admin" opens the command list
      Then the filter "<filter>" offers "<any>, <ordinary>, <dangerous>"
      When they filter "<filter>" by "<dangerous>"
      Then every row shows "<dangerous>" in the "<column>" column
      And no label on the page ends in " display"

      Examples:
        | language | cookie  | filter     | column     | any | ordinary | dangerous |
        | English  | en      | Risk level | Risk level | Any | Ordinary | Dangerous |
        | Chinese  | zh-hans | 风险等级   | 风险等级   | 全部 | 普通     | 危险       |
