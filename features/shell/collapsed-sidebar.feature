@ui @shell.1
Feature: The collapsed sidebar
  The sidebar collapses to a 54 px strip (shell §1, §2). Collapsed, it still takes the user everywhere the
  open menu does: each first-level entry of the view's menu shows as an icon named by a tooltip; a page's
  icon opens the page, an app's icon opens the list of its pages.

  Background:
    Given "admin" has signed in
    And they land on the console dashboard
    When they press the "Collapse menu" button

  @shell.1.sidebar-cookie @shell.1.shell-elements @shell.2.footer-margin
  Scenario: collapsed, the sidebar shows an icon for each entry of the menu, named by its tooltip
    Then the footer starts 54 pixels from the left
    And the collapsed sidebar shows the icons "Dashboard, Users, Assets, Applications, Accounts, Permissions, Access control, Job centre"
    When they point at the icon "Assets" in the collapsed sidebar
    Then the tooltip says "Assets"

  @shell.1.shell-elements @domain.2.console.users
  Scenario: an app's icon in the collapsed sidebar opens its pages, and a page's icon opens the page
    When they choose "User list" under the icon "Users" in the collapsed sidebar
    Then the address is "/ui/console/users/users"
    And the sidebar is closed
    When they choose the icon "Dashboard" in the collapsed sidebar
    Then the address is "/ui/console/dashboard"
