@ui
Feature: A list says when it is loading and when it failed
  A list never pretends to be empty: while its rows load it shows that it is loading (no "Total 0"),
  and when the server fails it shows the error in place of the rows, with Retry, beside the error
  toast of shell §8 (5 s), never "No data".
  Choices where the spec is silent: the pager appears once there is a count to show.

  Background:
    Given "admin" has signed in

  @shell.2.list-page.toolbar @shell.7.call.list
  Scenario: while the rows load the list says so, and shows no total
    Given the browser's GET calls to "/api/v1/users/users/" are held
    When they open "/ui/console/users/users"
    Then the list says it is loading
    And they do not see "Total 0"
    When the held calls are answered
    Then the table shows 15 rows

  @shell.8.other-error
  Scenario: a failed list shows the server's error and a Retry, not an empty list
    Given the next GET of "/api/v1/users/users/" fails with status 500 and body "{\"error\": \"Disk full\"}"
    When they open "/ui/console/users/users"
    Then the page explains "Disk full"
    And they do not see "No data"
    When they press the "Retry" button
    Then the table shows 15 rows
