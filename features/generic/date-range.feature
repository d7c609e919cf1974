@ui
Feature: The date-range picker on a log list
  Date range pickers read date_start and date_end from the route query (shell §2); the shortcuts are
  the last 24 hours, week (7 days), month (30 days) and 3 months (90 days); picked days run from
  00:00:01 to 23:59:59 (shell §9); bad input falls back to a range from 5 days ago to 1 day ahead
  (shell §5). The list asks the server with date_from and date_to (shell §7). Shown on the audit
  view's login log (domain §2: audit/logs/login-log, audits.view_userloginlog), read by the system
  auditor. Choice where the spec is silent: with no range in the address the picker shows the
  fallback range, and the list asks for exactly the range the picker shows. That default is made of
  whole days like any picked range (00:00:01 of the first day to 23:59:59 of the last, shell §9),
  never the instant the page opened.

  Background:
    Given the calls to "/api/v1/audits/login-logs/" are watched
    And "auditor" has signed in

  @shell.5.date-fallback @shell.7.call.list @domain.2.audit.login-log
  @shell.9.date-shortcuts.default-times
  Scenario: with no range in the address the picker shows 5 days ago to 1 day ahead, and the list asks for those whole days
    When they open "/ui/audit/logs/login-log"
    Then the date range shows the days from 5 days ago to 1 day ahead
    And the login log was last asked from 5 days ago at "00:00:01" to 1 day ahead at "23:59:59" local time

  @shell.5.date-fallback @shell.2.date-range-query
  Scenario: a bad range in the address falls back to 5 days ago to 1 day ahead
    When they open "/ui/audit/logs/login-log?date_start=nope&date_end=2026-01-01"
    Then the date range shows the days from 5 days ago to 1 day ahead
    And the login log was last asked from 5 days ago at "00:00:01" to 1 day ahead at "23:59:59" local time

  @shell.9.date-shortcuts.ranges @domain.9.date-ranges @shell.2.date-range-query
  Scenario Outline: the shortcut "<shortcut>" asks for the last <hours> hours and keeps them in the address
    When they open "/ui/audit/logs/login-log"
    And they press the "<shortcut>" button
    Then the login log was last asked for the <hours> hours up to now
    When they reload the page
    Then the login log was last asked for the <hours> hours up to now

    Examples:
      | shortcut      | hours |
      | Last 24 hours | 24    |
      | Last week     | 168   |
      | Last month    | 720   |
      | Last 3 months | 2160  |

  @shell.9.date-shortcuts.default-times @shell.2.date-range-query @domain.2.date-range-query
  Scenario: picked days run from 00:00:01 to 23:59:59 and survive a reload
    When they open "/ui/audit/logs/login-log"
    And they pick the days "2026-11-01" to "2026-11-03"
    Then the login log was last asked from "2026-11-01 00:00:01" to "2026-11-03 23:59:59" local time
    When they reload the page
    Then the date range shows the days "2026-11-01" to "2026-11-03"
    And the login log was last asked from "2026-11-01 00:00:01" to "2026-11-03 23:59:59" local time

  @shell.9.date-shortcuts.default-times
  Scenario: both days of a range entered at once stand (as a quick typist or an autofill enters them)
    When they open "/ui/audit/logs/login-log"
    And they enter the days "2026-10-05" to "2026-10-09" at once
    Then the date range shows the days "2026-10-05" to "2026-10-09"
    And the login log was last asked from "2026-10-05 00:00:01" to "2026-10-09 23:59:59" local time

  @shell.5.export-range.filtered @shell.7.call.export
  Scenario: the log's export covers the days its picker shows
    When they open "/ui/audit/logs/login-log"
    And they pick the days "2026-11-01" to "2026-11-03"
    And they press the "Export" button
    Then the export dialog offers the ranges "All" with "All" chosen
    When they export the "All" range as "CSV"
    Then the download asked from "2026-11-01 00:00:01" to "2026-11-03 23:59:59" local time

  @shell.9.date-formats @shell.7.timezone-header
  Scenario: the log shows its times in the medium format, on a 24-hour clock in local time
    When they open "/ui/audit/logs/login-log"
    And they press the "Last week" button
    Then the login log was last asked for the 168 hours up to now
    And the login log was asked in the browser's time zone
    And the "Date" column shows each login's time as "yyyy-MM-dd HH:mm:ss" in local time
