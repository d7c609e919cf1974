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

  Scenario Outline: <persona> opens <path>
    Given "<persona>" has signed in
    When they open "<path>"
    Then they see the heading "<heading>"
    And they see "<row>"

    @domain.2.audit.sessions
    Examples: sessions (terminal.view_session)
      | persona    | path                      | heading      | row          |
      | admin      | /ui/audit/sessions/sessions | Session list | admin(admin) |
      | orgauditor | /ui/audit/sessions/sessions | Session list | admin(admin) |

    @domain.2.audit.command
    Examples: commands (terminal.view_command)
      | persona | path                     | heading  | row          |
      | auditor | /ui/audit/sessions/command | Commands | admin(admin) |

    @domain.2.audit.ftp
    Examples: file transfers (audits.view_ftplog)
      | persona | path                 | heading       | row               |
      | admin   | /ui/audit/sessions/ftp | File transfer | /tmp/report-0.txt |

    @domain.2.audit.operate-log
    Examples: operate log (audits.view_operatelog)
      | persona    | path                      | heading       | row      |
      | orgauditor | /ui/audit/logs/operate-log | Operation log | object-0 |

    @domain.2.audit.password-change-log
    Examples: password change log (audits.view_passwordchangelog)
      | persona | path                              | heading             | row                  |
      | auditor | /ui/audit/logs/password-change-log | Password change log | Administrator(admin) |

    @domain.2.audit.command-execution-log
    Examples: batch command log (ops.view_commandexecution)
      | persona | path                                | heading           | row                  |
      | admin   | /ui/audit/logs/command-execution-log | Batch command log | Administrator(admin) |

  @domain.2.audit.sessions @domain.2.audit.operate-log
  Scenario Outline: a user without the audit permissions gets the no-permission page at <path>
    Given the Default user "staff01" holding only "rbac.view_audit" has signed in
    When they open "<path>"
    Then they see the heading "No permission"

    Examples:
      | path                       |
      | /ui/audit/sessions/sessions |
      | /ui/audit/logs/operate-log  |

  @domain.2.audit.sessions
  Scenario: a session's detail shows its commands and, offline, no terminate
    Given "admin" has signed in
    When they open "/ui/audit/sessions/sessions?is_finished=true"
    And they follow the link "admin(admin)"
    Then the address starts with "/ui/audit/sessions/sessions/"
    And they see "Commands"
    And they see "Offline"
    And they do not see "Terminate"
