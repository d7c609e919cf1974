@ui @shell.4 @shell.9
Feature: Narrow screens
  Under 992 px wide the device is mobile (shell §4, §9) and the sidebar is closed. Opened, it lies over
  the page instead of pushing the page aside, and it closes again once a link in it is followed. The
  navbar stays one line with its badges in full view, and a table wider than the window scrolls sideways
  instead of squeezing its columns to ellipses.

  Background:
    Given the window is 800 pixels wide
    And "admin" has signed in

  @shell.4.mobile @domain.4.device-mode @shell.9.mobile-dialogs.breakpoint @domain.9.mobile
  Scenario: on mobile the sidebar opens over the page and closes after a link is followed
    Given they land on the console dashboard
    Then the sidebar is closed
    When they press the "Expand menu" button
    Then the sidebar is open
    And the sidebar lies over the page
    When they follow "User list" in the sidebar
    Then the address is "/ui/console/users/users"
    And the sidebar is closed

  @shell.4.mobile @shell.4.badge
  Scenario: on mobile the navbar stays one line and shows its badges in full
    Given they land on the console dashboard
    Then the unread badge shows "2"
    And the navbar is one line with every badge in full view

  @shell.9.mobile-dialogs.breakpoint @shell.2.list-page.toolbar
  Scenario: on mobile a table wider than the window scrolls sideways, its headers shown in full
    When they open the user list
    Then the table scrolls sideways
    And the headers of the table are shown in full
