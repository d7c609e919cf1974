@ui
Feature: A Kubernetes session, read in words
  Applications include kubernetes clusters (domain §1, §3 application types), and a session has a user, an
  asset, a system user, a protocol, where it was logged in from, a remote address, its dates, duration and
  state (domain §3 Session). A 2.26.1 server names a session's protocol by Session.PROTOCOL, k8s as
  "kubernetes" in every language (reference: recorded-2.26.1/terminal-sessions.OPTIONS.json), and koko
  opens a Kubernetes session on the cluster application, so the session's asset is the application's name.
  A finished session offers its replay, and the replay's download, when the server says it was recorded
  (can_replay), whatever its protocol (domain §2 audit/sessions: replay).
  In the seed, orgadmin worked twelve minutes in the kubectl shell of the Default cluster application
  "Default k8s", as the system user "Default dba", from 192.168.1.90 through the web terminal, and typed
  three commands; the session was recorded.

  @domain.2.audit.sessions @domain.3.session
  Scenario: the session history names the cluster application and the protocol's label, and offers the replay and its download
    Given "admin" has signed in
    When they open "/ui/audit/sessions/sessions?is_finished=true&protocol=k8s"
    Then the row "Org Admin(orgadmin)" shows "Default k8s" in the "Asset" column
    And the row "Org Admin(orgadmin)" shows "kubernetes" in the "Protocol" column
    And the row "Org Admin(orgadmin)" shows "Web Terminal" in the "Login from" column
    And the row "Org Admin(orgadmin)" shows "3" in the "Commands" column
    And the row "Org Admin(orgadmin)" shows "Offline" in the "State" column
    And the session row "Org Admin(orgadmin)" offers "Replay" opening "/luna/replay/" for that session
    And the session row "Org Admin(orgadmin)" offers "Download", which saves its replay as "{id}.tar"
    And the session row "Org Admin(orgadmin)" offers no "Monitor"
    And the session row "Org Admin(orgadmin)" offers no "Terminate"

  @domain.2.audit.sessions @domain.4.session-alive
  Scenario: the online sessions do not list the finished Kubernetes session
    Given "admin" has signed in
    When they open "/ui/audit/sessions/sessions?is_finished=false&protocol=k8s"
    Then they see "No data"
    And the session list does not list "Org Admin(orgadmin)"

  @domain.3.session
  Scenario Outline: the Kubernetes session's detail shows "<label>" as "<value>"
    Given "admin" has signed in
    When they open "/ui/audit/sessions/sessions?is_finished=true&protocol=k8s"
    And they follow the link "Org Admin(orgadmin)"
    Then they see the heading "Session: Org Admin(orgadmin) on Default k8s"
    And the detail shows "<label>" as "<value>"

    Examples:
      | label          | value               |
      | User           | Org Admin(orgadmin) |
      | Asset          | Default k8s         |
      | System user    | Default dba(dba)    |
      | Protocol       | kubernetes          |
      | Login from     | Web Terminal        |
      | Remote address | 192.168.1.90        |
      | Duration       | 12.0 min            |
      | State          | Offline             |

  @domain.3.session @shell.9.languages
  Scenario Outline: in <language>, the protocol is still the server's label "kubernetes"
    Given the language cookie says "<cookie>"
    And "admin" has signed in
    When they open "/ui/audit/sessions/sessions?is_finished=true&protocol=k8s"
    And they follow the link "Org Admin(orgadmin)"
    Then the detail shows "<protocol>" as "kubernetes"
    And the detail shows "<asset>" as "Default k8s"

    Examples:
      | language | cookie  | protocol | asset |
      | Chinese  | zh-hans | 协议       | 资产    |
      | Japanese | ja      | プロトコル    | 資産    |

  @domain.2.audit.sessions @domain.3.session
  Scenario: the session's detail lists the commands typed in the cluster's shell, and offers the replay and its download
    Given "admin" has signed in
    When they open "/ui/audit/sessions/sessions?is_finished=true&protocol=k8s"
    And they follow the link "Org Admin(orgadmin)"
    Then they see "kubectl get pods -n web"
    And they see "kubectl describe pod web-0 -n web"
    And they see "kubectl logs web-0 -n web"
    And they see "Replay"
    And they see "Download"

  @domain.2.audit.command @domain.2.audit.sessions
  Scenario: the command records name the cluster application the commands were typed in, and lead to their session
    Given "admin" has signed in
    When they open "/ui/audit/sessions/command?asset=Default%20k8s"
    Then the row "kubectl get pods -n web" shows "Default k8s" in the "Asset" column
    And the row "kubectl get pods -n web" shows "Default dba(dba)" in the "System user" column
    And the row "kubectl get pods -n web" shows "Org Admin(orgadmin)" in the "User" column
    And the row "kubectl logs web-0 -n web" shows "Ordinary" in the "Risk level" column
    When they follow the link "View session" in the row "kubectl get pods -n web"
    Then they see the heading "Session: Org Admin(orgadmin) on Default k8s"
    And the detail shows "Protocol" as "kubernetes"

  @domain.2.audit.sessions
  Scenario: a finished session the server holds no replay of offers neither its replay nor a download
    Given the server holds no replay of the k8s session of "Org Admin(orgadmin)"
    And "admin" has signed in
    When they open "/ui/audit/sessions/sessions?is_finished=true&protocol=k8s"
    Then the session row "Org Admin(orgadmin)" offers no "Replay"
    And the session row "Org Admin(orgadmin)" offers no "Download"
    When they follow the link "Org Admin(orgadmin)"
    Then they see "kubectl get pods -n web"
    And they do not see "Replay"
    And they do not see "Download"
