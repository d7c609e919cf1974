@ui
Feature: Toasts are drawn in the console's theme
  The success and failure messages of the generic pages (shell §8) are toasts of the console itself,
  drawn with the theme built from the public settings' theme colours (shell §3: success, warning,
  danger), and an error toast stays 5 s (shell §9, error-catalogue-ui.feature).

  @shell.1.branding @shell.8.delete-success
  Scenario: a success toast carries the theme's success colour
    Given the interface settings are "{\"theme_info\": {\"colors\": {\"success\": \"#123456\"}}}"
    And "admin" is on the user list
    When they delete the row "Staff Member 03" and confirm
    Then a toast says "Delete succeeded"
    And the toast "Delete succeeded" shows its icon in "rgb(18, 52, 86)"

  @shell.1.branding @shell.8.bulk-delete
  Scenario: a failure toast carries the theme's danger colour
    Given the interface settings are "{\"theme_info\": {\"colors\": {\"danger\": \"#654321\"}}}"
    And "admin" is on the user list
    And the next DELETE of "/api/v1/users/users/" fails with status 400 and body "{\"detail\":\"Is referenced\"}"
    When they tick the row "Staff Member 01"
    And they tick the row "Staff Member 02"
    And they delete the selected rows and confirm
    Then a toast says "Bulk delete failed: Is referenced"
    And the toast "Bulk delete failed: Is referenced" shows its icon in "rgb(101, 67, 33)"
