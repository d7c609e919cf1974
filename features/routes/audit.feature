@ui
Feature: Audit routes
  The audit view (domain §2 Audit) lists sessions, commands, file transfers and the logs, each behind
  its own permission; the auditors see it, and nothing of the console. Seeded rows come from the mock's
  seed (sessions of admin, operate logs on object-0, the FTP report files).

  @domain.2.audit
  Scenario: /audit leads to the audit dashboard
    Given "auditor" has signed in
    When they open "/ui/audit"
    Then the address is "/ui/audit/dashboard"

  @domain.2.audit.sessions @domain.2.audit.ftp @domain.2.audit.command-execution-log
  Scenario: the super admin opens each address below
    Given "admin" has signed in
    When they open each address below, seeing its heading:
      | path                                 | heading           | shows                |
      | /ui/audit/sessions/sessions          | Session list      | Administrator(admin) |
      | /ui/audit/sessions/ftp               | File transfer     | /tmp/report-0.txt    |
      | /ui/audit/logs/command-execution-log | Batch command log | Administrator(admin) |

  @domain.2.audit.sessions @domain.2.audit.operate-log
  Scenario: an org auditor opens each address below
    Given "orgauditor" has signed in
    When they open each address below, seeing its heading:
      | path                        | heading       | shows                |
      | /ui/audit/sessions/sessions | Session list  | Administrator(admin) |
      | /ui/audit/logs/operate-log  | Operation log | object-0             |

  @domain.2.audit.command @domain.2.audit.password-change-log
  Scenario: the system auditor opens each address below
    Given "auditor" has signed in
    When they open each address below, seeing its heading:
      | path                               | heading             | shows                |
      | /ui/audit/sessions/command         | Commands            | Administrator(admin) |
      | /ui/audit/logs/password-change-log | Password change log | Administrator(admin) |

  @domain.2.audit.sessions
  Scenario: a session's detail shows its commands and, offline, no terminate
    Given "admin" has signed in
    When they open "/ui/audit/sessions/sessions?is_finished=true"
    And they follow the link "Administrator(admin)"
    Then the address starts with "/ui/audit/sessions/sessions/"
    And they see "Commands"
    And they see "Offline"
    And they do not see "Terminate"
