@ui @shell.1.shell-elements @domain.2.console.users @issue.26
Feature: The console by keyboard alone
  Issue 26, keyboard first: the first Tab stop of a page is a link to its main content; the header comes
  before the sidebar; every step of a whole journey (create a user, find it, delete it) is done with Tab,
  typed text and Enter, and the focus comes back to what opened a dialog once it closes.

  Scenario: a user is created, found and deleted with the keyboard alone
    Given "admin" opens the user list
    When they press the keys "Tab"
    Then the focus is on the link "Skip to main content"
    When they press the keys "Enter"
    Then the focus is on the main content
    When they tab to the button "Create"
    And they press the keys "Enter"
    And they tab to the textbox "Name"
    And they type "Kim Keyboard"
    And they tab to the textbox "Username"
    And they type "kim"
    And they tab to the textbox "Email"
    And they type "kim@example.com"
    And they tab to the button "Submit"
    And they press the keys "Enter"
    Then they are sent to the user list
    When they tab to the searchbox "Search or filter"
    And they type "kim"
    And they press the keys "Enter"
    Then the user list shows "Kim Keyboard"
    When they tab to the button "Delete" in the row "Kim Keyboard"
    And they press the keys "Enter"
    Then the focus is in the dialog "Delete"
    When they press the keys "Escape"
    Then the focus is on the button "Delete" in the row "Kim Keyboard"
    When they press the keys "Enter"
    And they tab to the button "Delete" in the dialog
    And they press the keys "Enter"
    Then the user list does not show "Kim Keyboard"

  Scenario: the header comes before the sidebar in the Tab order
    Given "admin" opens the user list
    When they press the keys "Tab Tab"
    Then the focus is in the banner

  Scenario: the site messages drawer gives the focus back to the button that opened it
    Given "admin" opens the user list
    When they tab to the button "Site messages"
    And they press the keys "Enter"
    Then the focus is in the dialog "Site messages"
    When they press the keys "Escape"
    Then the focus is on the button "Site messages"
