@ui @domain.2.console.dashboard
Feature: Dashboards and the workbench home
  The console dashboard, the audit dashboard and the workbench home show what the server reports for
  the signed-in user in the current organisation: summary figures, the login and session trend, the
  top 10 lists and the latest 10 sessions (domain §9), and on the workbench the user's own assets.

  @domain.9.dashboard
  Scenario: the admin sees the figures the server reports
    Given "admin" has signed in
    When they open "/ui/console/dashboard"
    Then the dashboard shows the figures the server reports to "admin" for "Users, Assets, Online users, Online sessions, Users signed in today"
    And the top 10 lists show what the server reports to "admin"

  @domain.9.dashboard
  Scenario: the latest sessions list shows at most 10 sessions
    Given the Default organisation holds 12 more sessions, started today
    And "admin" has signed in
    When they open "/ui/console/dashboard"
    Then the latest sessions list shows the 10 newest sessions the server reports to "admin"

  @domain.9.dashboard
  Scenario: a server answering more than 10 latest sessions still shows 10
    Given the server reports 12 latest sessions for the dashboard
    And "admin" has signed in
    When they open "/ui/console/dashboard"
    Then the latest sessions list shows 10 sessions

  Scenario: a figure links to its list when the user may open it
    Given "admin" has signed in
    When they open "/ui/console/dashboard"
    And they follow the figure "Users"
    Then the address is "/ui/console/users/users"

  @domain.9.date-ranges
  Scenario: the trend covers the last 7 or the last 30 days
    Given "admin" has signed in
    When they open "/ui/console/dashboard"
    Then the trend period "Last 7 days" is chosen
    When they choose the trend period "Last 30 days"
    Then the trend period "Last 30 days" is chosen
    And the dashboard asked the server for 30 days

  Scenario: the dashboard says so when the server fails
    Given every GET of "/api/v1/index/" fails with status 500
    And "admin" has signed in
    When they open "/ui/console/dashboard"
    Then the dashboard says it could not be loaded

  # Issue 24: the figures do not wait for the page to be drawn; the page drawn then does not ask them again.
  @issue.24
  Scenario: the figures are asked beside the dashboard's code, and once
    Given "admin" has signed in
    And the calls to "/api/v1/index/" are watched
    And the code of "dashboard-frame" is held
    When they open "/ui/console/dashboard"
    Then the browser sent GET "/api/v1/index/?days=7"
    When the code of "dashboard-frame" arrives
    Then the dashboard shows the figures the server reports to "admin" for "Users, Assets"
    And the browser sent 1 GET call to "/api/v1/index/"

  Scenario: the auditor's audit dashboard
    Given "auditor" has signed in
    When they open "/ui/audit/dashboard"
    Then they see the heading "Audit dashboard"
    And the dashboard shows the figures the server reports to "auditor" for "Online sessions, Online users, Failed sessions today, Users signed in today, Assets used today"
    And the latest sessions list shows the 10 newest sessions the server reports to "auditor"

  @domain.2.workbench.home @domain.2.workbench.assets
  Scenario: an org user's workbench lists their assets
    Given "user" has been granted the asset "dash-web-01" in the Default organisation
    And "user" has signed in
    When they open "/ui/workbench/home"
    Then their assets on the workbench are the ones the server grants "user"
    And their assets on the workbench include "dash-web-01"

  @domain.2.workbench.luna
  Scenario Outline: the workbench quick links follow the user's permissions and the tickets setting
    Given the public setting TICKETS_ENABLED is "<tickets>"
    And "user" has signed in
    When they open "/ui/workbench/home"
    Then the quick links are "<links>"

    Examples:
      | tickets | links                                              |
      | true    | My assets, My applications, Web terminal, My tickets |
      | false   | My assets, My applications, Web terminal           |
