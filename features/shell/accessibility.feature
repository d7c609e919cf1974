@ui @shell.1.shell-elements @issue.26
Feature: Accessible pages, menus, drawers and dialogs
  Issue 26: every page the route walks visit is checked with axe-core (features/routes); here the layers
  that open over a page are checked too, while they are open. Any serious or critical violation fails.

  Scenario: the account menu and the site messages drawer are accessible while open
    Given "admin" has signed in
    And they land on the console dashboard
    When they open the "Account menu" menu
    Then the page has no serious or critical accessibility violations
    When they close the menu
    And they open the site messages
    Then the page has no serious or critical accessibility violations

  Scenario: a list's row menu and a confirmation dialog are accessible while open
    Given "admin" opens the user list
    When they open the "More actions" menu
    Then the page has no serious or critical accessibility violations
    When they close the menu
    And they open the user "New Starter"
    And they use the quick action "Unblock"
    Then the page has no serious or critical accessibility violations

  @shell.1.branding
  Scenario: on a dark system the console is dark, and accessible on every page it shows
    Given the system prefers the dark colour scheme
    And "admin" has signed in
    When they open each address below, seeing its heading:
      | path                                     | heading           |
      | /ui/console/users/user-acl               | User login ACL    |
      | /ui/console/users/roles/create           | Create Role       |
      | /ui/console/assets/assets                | Asset list        |
      | /ui/console/perms/asset-permissions      | Asset permissions |
      | /ui/audit/sessions/sessions              | Session list      |
    Then the console is dark
    When they open the "Account menu" menu
    Then the page has no serious or critical accessibility violations

  @shell.1.branding
  Scenario: a theme picked in the account menu wins over the system's and is remembered
    Given the system prefers the dark colour scheme
    And "admin" has signed in
    And they land on the console dashboard
    Then the console is dark
    When they open the "Account menu" menu
    And they choose "Theme" in the menu
    And they choose "Light" in the menu
    Then the console is light
    When they reload the page
    Then the console is light

  Scenario: the console runs under its Content-Security-Policy without a blocked script
    Given "admin" has signed in
    When they open each address below, seeing its heading:
      | path                                | heading           |
      | /ui/console/assets/assets           | Asset list        |
      | /ui/console/perms/asset-permissions | Asset permissions |
    Then the Content-Security-Policy blocked nothing on the page
