@ui @domain.3.session
Feature: The fields of a session
  Domain §3: a session has a session ID, a user, an asset, a system user, a protocol, where it was
  logged in from, a remote address, its start, end and duration, a risk level and a state. The session
  detail (domain §2 audit/sessions/{id}) shows each under its label, with the value the server holds:
  the seed's finished sessions of multiorg in Default run over SSH as the system user "Default web"
  on web-04, named as the 2.26.1 server names a session's asset, "hostname(ip)": web-04(10.0.0.5),
  from 192.168.1.13 for ten minutes (shown in one unit with one decimal, shell §9: 10.0 min). The 2.26 session carries no risk level of its own: each of its
  commands does (reference: terminal commands' risk_level), so the detail's command table shows a risk
  level per command; the seed makes the fourth command of each session dangerous.

  Background:
    Given "admin" has signed in
    When they open "/ui/audit/sessions/sessions?is_finished=true"
    And they follow the link "Multi Org Admin(multiorg)"

  # The Background's one load: every field read on the same detail; every row that fails is named.
  Scenario: the session detail shows each field as the seed holds it
    Then the detail shows each label below as its value:
      | label          | value                     |
      | User           | Multi Org Admin(multiorg) |
      | Asset          | web-04(10.0.0.5)          |
      | System user    | Default web(web)          |
      | Protocol       | ssh                       |
      | Remote address | 192.168.1.13              |
      | Duration       | 10.0 min                  |
      | State          | Offline                   |

  Scenario Outline: the session detail shows "<label>" as the server's <field>
    Then the detail shows "<label>" as its <field> from "/api/v1/terminal/sessions/"

    Examples:
      | label      | field              |
      | Session ID | id                 |
      | Asset      | asset              |
      | Login from | login_from_display |

  Scenario Outline: the session detail shows "<label>" as the server's <field> in local time
    Then the detail shows "<label>" as its <field> from "/api/v1/terminal/sessions/" in local time

    Examples:
      | label      | field      |
      | Date start | date_start |
      | Date end   | date_end   |

  Scenario: the commands of the session carry their risk level
    Then they see "Risk level"
    And they see "Dangerous"
    And they see "Ordinary"
