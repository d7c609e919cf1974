@ui
Feature: A part of the console whose code did not come says so
  Issue 24: a page's code, a dialog's and a drawer's are fetched when first wanted. When such a fetch
  fails (a dropped connection, a release that replaced the files), the user is told where they asked
  for it, in words, and the part is fetched again when they ask again: a page says it in its place with
  a button to try again; a dialog, which is not there to say it, raises a toast and comes when it is
  opened again. When the toasts' own code does not come either, the message is shown as plain text.

  Scenario: a page whose code did not come says so in its place, and shows once the user tries again
    Given "admin" has signed in
    And the code of "interface-setting" cannot be fetched
    When they follow the console to "/ui/settings/interface"
    Then the page explains "This part of the console could not be loaded. Check your connection and try again."
    When the code of "interface-setting" can be fetched again
    And they press the button "Try again"
    Then they see the heading "Interface"

  Scenario: a list's dialog whose code did not come is told in a toast, and opens the next time
    Given "admin" opens the user list
    And the code of "import-dialog" cannot be fetched
    When they press the button "Import"
    Then a toast says "This part of the console could not be loaded. Check your connection and try again."
    When the code of "import-dialog" can be fetched again
    And they open the import dialog

  Scenario: a message raised while the toasts' own code cannot come is still shown, and can be closed
    Given "admin" opens the user list
    And the code of "toaster" cannot be fetched
    And the code of "import-dialog" cannot be fetched
    When they press the button "Import"
    Then a toast says "This part of the console could not be loaded. Check your connection and try again."
    When they press the button "Close the message"
    Then they do not see "This part of the console could not be loaded"
