@ui
Feature: Terminating an online session
  An auditor of sessions stops an online session from its detail: the console dispatches the terminate
  task and says so; the session shows as finished once the page is refreshed (domain §2 audit/sessions,
  §4 Session). In the seed, the online sessions of Default are those of admin, orgadmin and user.

  @domain.2.audit.sessions @domain.4.session-terminate @domain.4.session-alive
  Scenario: terminating an online session dispatches the task, and a refresh shows it offline
    Given "admin" has signed in
    And the calls to "/api/v1/terminal/" are watched
    When they open "/ui/audit/sessions/sessions?is_finished=false"
    And they follow the link "orgadmin(orgadmin)"
    Then they see "Online"
    When they press the "Terminate" button
    Then a toast says "The terminate task was dispatched; refresh to see the result"
    And the browser sent POST "/api/v1/terminal/tasks/kill-session/"
    When they press the "Refresh" button
    Then they see "Offline"
    And they do not see "Terminate"
