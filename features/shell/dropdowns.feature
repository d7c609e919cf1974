@ui
Feature: The navbar's dropdowns show 50 ms after they are pointed at
  Shell §9: "Dropdown show timeout 50 ms". The account menu and the help menu of the navbar open when
  the pointer rests on their button, 50 ms later (the real console's account and help dropdowns). The
  browser clock is paused, so the delay is counted on the page's own clock: at 49 ms no menu is shown.
  A click on a button the pointer has already opened leaves its menu open.

  Background:
    Given the browser clock is under test control
    And "admin" has signed in
    And they land on the console dashboard
    And the browser clock is paused

  @shell.9.ui-timings.dropdown-show
  Scenario Outline: pointing at "<button>" shows its menu 50 ms later
    When they point at the navbar button "<button>"
    And 49 milliseconds pass
    Then no menu is shown
    When 1 millisecond passes
    Then the menu offers "<item>"

    Examples:
      | button                       | item           |
      | Account menu: Administrator  | Profile        |
      | Help                         | Download tools |

  @shell.9.ui-timings.dropdown-show
  Scenario: a click on the button the pointer opened leaves its menu open
    When they point at the navbar button "Help"
    And 50 milliseconds pass
    Then the menu offers "Download tools"
    When they press the navbar button "Help"
    And 100 milliseconds pass
    Then the menu offers "Download tools"
