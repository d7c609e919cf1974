@ui @shell.8
Feature: The error catalogue as a user sees it
  A failed request shows the catalogue's message in an error toast for 5 s; other errors show the
  server's error, msg or detail, else a default; a 401 asks the user to log in again (session.feature).
  The shell's site-message list is the call made to fail here.

  # One sign-in, one load: each answer in turn fails the next call, and the drawer is closed again for
  # the next row; every row that fails is named. A body is written as the step's string was: \" for ".
  @shell.8.http-400 @shell.8.http-403 @shell.8.not-found @shell.8.http-409 @shell.8.other-error
  Scenario: each failed answer shows its message
    Given "user" has signed in
    And they land on the workbench
    Then each failed answer below to the next GET of "/api/v1/notifications/site-message/" shows its message when the site messages are opened:
      | status | body                              | message                                                       |
      | 400    | {\"name\": [\"bad\"]}             | Request error, please check what you filled in                |
      | 403    | {\"detail\": \"Forbidden\"}       | Request error, you do not have this operation permission      |
      | 404    | {\"detail\": \"Not found.\"}      | The corresponding resource was not found or has been deleted  |
      | 409    | {\"detail\": \"Busy\"}            | Update in progress, please try again later                    |
      | 500    | {\"error\": \"Disk full\"}        | Disk full                                                     |
      | 502    | {\"msg\": \"Gateway down\"}       | Gateway down                                                  |
      | 503    | {\"detail\": \"Maintenance\"}     | Maintenance                                                   |
      | 500    |                                   | Request failed, please try again later                        |

  @shell.9 @shell.8.other-error @shell.9.timers.error-toast
  Scenario: the error toast lasts 5 seconds
    Given the browser clock is under test control
    And "user" has signed in
    And they land on the workbench
    And the next GET of "/api/v1/notifications/site-message/" fails with status 500 and body "{\"detail\": \"Broken\"}"
    When they open the site messages
    Then they see the error "Broken"
    When 4 seconds pass
    Then they see the error "Broken"
    When 2 seconds pass
    Then the error "Broken" is gone

  # Shell §8: "Route generation error: toast with the message or 'Has Error'". The routes are generated
  # from the profile (shell §4: profile and organisations, then routes). A failed profile call gives
  # its message (the server's own words); a profile answered without the lists the routes are made
  # from (perms, the organisations of each view) is an error with no message of its own: 'Has Error'.
  @shell.8.route-generation
  Scenario Outline: a route generation failing on <cause> shows a toast saying "<message>"
    Given "admin" has signed in
    And the next GET of "/api/v1/users/profile/" fails with status <status> and body "<body>"
    When they open "/ui/console/users/users"
    Then an error toast says "<message>"

    Examples:
      | cause                           | status | body                                        | message                   |
      | a profile call refused          | 500    | {\"detail\": \"Role service unavailable\"} | Role service unavailable  |
      | a profile without its org lists | 200    | {\"username\": \"admin\"}                  | Has Error                 |
