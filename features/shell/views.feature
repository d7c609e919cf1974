@ui @shell.2 @shell.4
Feature: Views and the view switcher
  The switcher lists the views the user may use and remembers the last one (local storage PreView).
  A one-time tip (viewSwitcherTip) is shown once, and not on mobile. Lacking permission for a view
  resets and redirects to an allowed one; home with a stored view goes to /{view}/.

  @shell.2.view-switcher.remember @shell.4.home-stored-view @domain.2.top.home
  Scenario: the last chosen view is restored from home
    Given "admin" has signed in
    And they land on the console dashboard
    When they switch to the "Workbench" view
    Then the address is "/ui/workbench/home"
    And local storage "PreView" holds "workbench"
    When they open "/ui/"
    Then the address is "/ui/workbench/home"
    And the view switcher is on "Workbench"

  @shell.4.view-permission
  Scenario: a view the user may not use redirects to an allowed one
    Given "user" has signed in
    When they open "/ui/console/users/users"
    Then the address is "/ui/workbench/home"

  @shell.4.view-permission
  Scenario: a stored view that is no longer allowed falls back to the first allowed one
    Given "orgauditor" has signed in
    When they open "/ui/console/dashboard"
    Then the address is "/ui/audit/dashboard"

  @shell.2.view-switcher.tip
  Scenario: the switcher tip is shown once
    Given "admin" has signed in
    Then the view switcher tip is shown
    When they press the "Got it" button
    And they open "/ui/audit/dashboard"
    Then the view switcher tip is not shown

  @shell.9 @shell.2.view-switcher.tip @shell.4.mobile @domain.4.device-mode
  Scenario: on mobile there is no switcher tip and the sidebar is closed
    Given the window is 800 pixels wide
    And "admin" has signed in
    Then the view switcher tip is not shown
    And the sidebar is closed

  @shell.1 @shell.1.sidebar-cookie @shell.2.footer-margin
  Scenario: the sidebar collapses, remembers it in the sidebarStatus cookie, and the footer follows
    Given "admin" has signed in
    And they land on the console dashboard
    Then the footer starts 220 pixels from the left
    When they press the "Collapse menu" button
    Then the cookie "sidebarStatus" is "0"
    And the footer starts 54 pixels from the left
    When they open "/ui/audit/dashboard"
    Then the sidebar is closed
    When they press the "Expand menu" button
    Then the footer starts 220 pixels from the left

  @shell.2.view-switcher.remember
  Scenario: a view tab pressed while the tabs' code arrives still switches the view
    Given "admin" has signed in
    And they land on the console dashboard
    When they press "Workbench" while the shell's widgets arrive
    Then the address is "/ui/workbench/home"
    And the view switcher is on "Workbench"
