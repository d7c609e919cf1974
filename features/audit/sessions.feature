@ui
Feature: Replaying, monitoring and terminating sessions
  An auditor of sessions replays a finished session, watches or stops an online one, from its row or its
  detail, through the platform's web terminal (/luna/replay/{id}, /luna/monitor/{id}) and the terminate task
  (domain §2 audit/sessions, §4 Session: online sessions can be terminated, the result appears after a
  refresh; RDP client sessions cannot be monitored). Each action needs its permission (shell §6). In the
  seed, the online sessions of Default are admin's (RDP), orgadmin's and user's (SSH).

  @domain.2.audit.sessions @domain.4.session-alive @domain.4.rdp-monitor
  Scenario: online sessions offer monitor and terminate, an RDP one says why it cannot be watched
    Given "admin" has signed in
    And the window is 1440 pixels wide
    When they open "/ui/audit/sessions/sessions?is_finished=false"
    Then the session row "Org Admin(orgadmin)" offers "Monitor" opening "/luna/monitor/" for that session
    And the session row "Org Admin(orgadmin)" offers "Terminate"
    And the session row "Org Admin(orgadmin)" offers no "Replay"
    And the row "Administrator(admin)" refuses "Monitor", saying "RDP client sessions cannot be monitored"
    And the session row "Administrator(admin)" offers "Terminate"
    And the column "Actions" ends inside the table, which ends inside the window

  @domain.2.audit.sessions @domain.4.session-alive
  Scenario: a finished session offers its replay, and neither monitor nor terminate
    Given "admin" has signed in
    When they open "/ui/audit/sessions/sessions?is_finished=true"
    Then the session row "Multi Org Admin(multiorg)" offers "Replay" opening "/luna/replay/" for that session
    And the session row "Multi Org Admin(multiorg)" offers no "Monitor"
    And the session row "Multi Org Admin(multiorg)" offers no "Terminate"

  @domain.2.audit.sessions @shell.6
  Scenario: an auditor who may only view sessions replays them, but neither watches nor stops one
    Given "auditor" has signed in
    When they open "/ui/audit/sessions/sessions?is_finished=false"
    Then the session row "Org Admin(orgadmin)" offers no "Monitor"
    And the session row "Org Admin(orgadmin)" offers no "Terminate"
    When they open "/ui/audit/sessions/sessions?is_finished=true"
    Then the session row "Multi Org Admin(multiorg)" offers "Replay" opening "/luna/replay/" for that session

  @domain.2.audit.sessions @domain.4.session-terminate
  Scenario: terminating an online session from its row dispatches the task; a refresh shows it gone from the online ones
    Given "admin" has signed in
    And the calls to "/api/v1/terminal/" are watched
    When they open "/ui/audit/sessions/sessions?is_finished=false"
    And they press "Terminate" in the row "Ordinary User(user)"
    Then a toast says "The terminate task was dispatched; refresh to see the result"
    And the browser sent POST "/api/v1/terminal/tasks/kill-session/"
    When they press the "Refresh" button
    Then the session list does not list "Ordinary User(user)"

  @domain.2.audit.sessions @domain.4.session-terminate @domain.4.session-alive
  Scenario: terminating an online session from its detail, then a refresh shows it offline, and Back leads to the list
    Given "admin" has signed in
    And the calls to "/api/v1/terminal/" are watched
    When they open "/ui/audit/sessions/sessions?is_finished=false"
    And they follow the link "Org Admin(orgadmin)"
    Then they see "Session: Org Admin(orgadmin) on win-02(10.0.0.3)"
    And they see "Online"
    And they see "Monitor"
    When they press the "Terminate" button
    Then a toast says "The terminate task was dispatched; refresh to see the result"
    And the browser sent POST "/api/v1/terminal/tasks/kill-session/"
    When they press the "Refresh" button
    Then they see "Offline"
    And they do not see "Terminate"
    When they press the "Back" button
    Then they see "Session list"

  # Shell §6: a replay's download has a permission of its own (terminal.download_sessionreplay), apart from
  # viewing sessions and replaying them. The viewer is made in the scenario through the platform's RBAC API (a
  # role holding exactly these permissions, bound to the seeded staff01), the personas being a fixed contract.
  @domain.2.audit.sessions @shell.6
  Scenario Outline: a viewer of sessions is offered a replay's download only with the download permission
    Given "staff01" holding exactly "<permissions>" has signed in
    When they open "/ui/audit/sessions/sessions?is_finished=true"
    Then the session row "Multi Org Admin(multiorg)" offers "Replay" opening "/luna/replay/" for that session
    And the session row "Multi Org Admin(multiorg)" <download> "Download"
    When they follow the link "Multi Org Admin(multiorg)"
    Then they see "Replay"
    And they <see> "Download"

    Examples:
      | permissions                                                                                          | download  | see        |
      | rbac.view_audit, terminal.view_session, terminal.view_sessionreplay                                  | offers no | do not see |
      | rbac.view_audit, terminal.view_session, terminal.view_sessionreplay, terminal.download_sessionreplay | offers    | see        |
