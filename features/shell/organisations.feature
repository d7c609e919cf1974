@ui @shell.4 @shell.6
Feature: Organisations
  The organisation picker needs a licence. In the console view it has a group with create and list,
  shown when either permission is held, each disabled without its own; then the organisations the
  user may use in this view. The current org is stored per username (local storage and the X-JMS-ORG
  cookie); switching stores it, resets state, reloads and strips the query string or a trailing id.

  @shell.4.org-storage @shell.4.org-change @domain.4.org-change
  Scenario: switching organisation stores it per user, reloads and strips the query
    Given "multiorg" has signed in
    And they land on the console dashboard
    When they open "/ui/console/users/users?search=staff"
    And they open the "Organisation: Default" menu
    Then the menu offers "Default, Branch Office"
    When they choose "Branch Office" in the menu
    Then the address is "/ui/console/users/users"
    And the console was loaded afresh at "/ui/console/users/users"
    And the navbar offers "Organisation: Branch Office"
    And local storage "jms_current_org_multiorg" holds "Branch Office"
    And the cookie "X-JMS-ORG" is "6b1c9a3e-2f4d-4c6b-9e1a-000000000b01"

  @shell.4.org-change
  Scenario: switching organisation on an object's page goes back to its list
    Given "multiorg" has signed in
    And they land on the console dashboard
    When they open "/ui/console/assets/assets/6b1c9a3e-2f4d-4c6b-9e1a-00000000aaaa"
    And they open the "Organisation: Default" menu
    And they choose "Branch Office" in the menu
    Then the address is "/ui/console/assets/assets/"

  @shell.3.org-picker-groups @shell.6.shell.org-actions
  Scenario: the super admin also sees the root organisation and both org actions
    Given "admin" has signed in
    And they land on the console dashboard
    When they open the "Organisation: Default" menu
    Then the menu offers "GLOBAL, Default, Branch Office, Create organisation, Organisation list"
    And the menu item "Create organisation" is enabled
    And the menu item "Organisation list" is enabled

  @shell.3.org-picker-groups
  Scenario: the organisation menu opens when its code arrives between press and release
    Given "admin" has signed in
    And they land on the console dashboard
    When they press "Organisation: Default" while the shell's widgets arrive
    Then the menu offers "GLOBAL, Default, Branch Office, Create organisation, Organisation list"

  @shell.6.shell.org-actions
  Scenario: an org admin without organisation permissions has no org actions
    Given "orgadmin" has signed in
    And they land on the console dashboard
    When they open the "Organisation: Default" menu
    Then the menu offers "Default"
    And the menu does not offer "Create organisation, Organisation list"

  # Shell §6: each org action is disabled without its own permission, whatever else the user holds.
  @shell.6.shell.org-actions
  Scenario Outline: holding every permission but <lacking>, the org action "<disabled>" is disabled and "<enabled>" enabled
    Given "staff01" holding every permission but "<lacking>" has signed in
    When they open "/ui/console/dashboard"
    And they open the "Organisation: Default" menu
    Then the menu item "<disabled>" is disabled
    And the menu item "<enabled>" is enabled

    Examples:
      | lacking                 | disabled            | enabled             |
      | orgs.add_organization   | Create organisation | Organisation list   |
      | orgs.view_organization  | Organisation list   | Create organisation |

  @shell.6.shell.org-actions
  Scenario: the org actions belong to the console view only
    Given "auditor" has signed in
    When they open "/ui/audit/dashboard"
    And they open the "Organisation: Default" menu
    Then the menu does not offer "Create organisation, Organisation list"

  @shell.1.org-picker-licence
  Scenario: the picker needs a licence
    Given the public setting XPACK_LICENSE_IS_VALID is "false"
    And "admin" has signed in
    And they land on the console dashboard
    Then the navbar does not offer "Organisation: Default"

  @shell.2 @shell.2.show-organization
  Scenario: pages whose route says showOrganization false hide the picker
    Given "admin" has signed in
    When they open "/ui/settings/basic"
    Then the navbar does not offer "Organisation: Default"

  @shell.4.org-fallback @shell.4.org-storage
  Scenario: an organisation the user may not use is replaced by a permitted one
    Given "orgadmin" last used the organisation "Branch Office" in this browser
    And "orgadmin" has signed in
    And they land on the console dashboard
    Then the navbar offers "Organisation: Default"
    And local storage "jms_current_org_orgadmin" holds "Default"
    And the cookie "X-JMS-ORG" is "00000000-0000-0000-0000-000000000002"
