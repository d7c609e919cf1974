@ui
Feature: User groups
  An administrator gathers users into groups (domain §2 console/users/groups, domain §1), so that
  permissions can be granted to a group at once. The page is one resource definition served by the
  generic list, form and detail pages (issue 11); its members are added and removed on the detail.

  @domain.2.console.groups
  Scenario: an administrator creates a group, finds it, renames it and deletes it
    Given "admin" opens the user group list
    When they create a user group with:
      | Name    | Night shift          |
      | Comment | Operators after 22h |
    Then the user group list shows "Night shift"
    When they open the user group "Night shift"
    Then the detail title is "User group: Night shift"
    And the detail shows "Comment" as "Operators after 22h"
    When they edit it
    And they change the form:
      | Name | Night operators |
    Then the user group list shows "Night operators"
    And the user group list does not show "Night shift"
    When they open the user group "Night operators"
    And they delete it and confirm
    Then a toast says "Delete succeeded"
    And the user group list does not show "Night operators"

  @domain.2.console.groups
  Scenario: members are added to and removed from a group on its detail
    Given "admin" opens the user group list
    When they open the user group "Default developers"
    And they add "Ordinary User (user)" in the tab "Members"
    Then the tab "Members" lists "user"
    When they remove "user" in the tab "Members"
    Then the tab "Members" does not list "user"

  @domain.2.console.groups
  Scenario: the groups a user belongs to are the group's members
    Given "admin" opens the user group list
    When they open the user group "Default operators"
    Then the tab "Members" lists "orgadmin, user"
    # 2.26.1 lists users by no group (it ignores ?group_id=): the tab reads the group's own users by their ids.
    And the tab "Members" does not list "orgauditor"

  @domain.2.console.groups
  # The members are searched as the user list searches them (its search fields: username, e-mail and name,
  # reference §1.3), among the group's own users only.
  Scenario: a group's members are searched by e-mail among its own users
    Given "admin" opens the user group list
    When they open the user group "Default operators"
    And they search the tab "Members" for "staff03@example.com"
    Then the tab "Members" lists "staff03"
    And the tab "Members" does not list "orgadmin"
    When they search the tab "Members" for "orgauditor"
    Then the tab "Members" holds no row, saying "No results"

  @domain.2.console.groups @shell.6
  Scenario: a user lacking users.view_usergroup gets the no-permission page
    Given the Default user "staff01" holding only "rbac.view_console" has signed in
    When they open "/ui/console/users/groups"
    Then they see the heading "No permission"
