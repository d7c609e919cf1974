@ui @domain.3.ticket @domain.2.tickets.pages
Feature: An approver sees what a ticket asks, in words
  Domain §3: a ticket names the objects it is about; domain §2 gives each type its own detail page.
  The server's typed serializers (tickets/serializers/ticket/*.py, 2.26.1) say what each type asks: a
  login confirm its login's IP, city and time; a login asset confirm the user, asset and system user
  of the login; a command confirm the user, asset, system user, the command, the session it came from
  and the command filter and rule that asked; an application request its application type. Related
  objects travel as ids and are named in rel_snapshot; the page shows names and labels, never an id or
  a wire value ("mysql", "command % reboot").
  The seed (mock-server/seed): "Login confirm #3" from multiorg, a login from 192.168.1.62 in Shanghai,
  waits for orgadmin and admin; "Login asset confirm #13": Ordinary User(user) logging in to db-01 as
  Default dba, waits for admin; "Run reboot #4": Ordinary User(user) ran "reboot" on k8s-03(10.0.0.4) as Default
  web in a session, stopped by the rule "reboot" of "Default dangerous commands", waits for admin and
  has no comment; "Database access #2" asks for a MySQL database, waits for admin.

  Scenario Outline: the approver of "<ticket>" sees its <field> in words
    Given "<approver>" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "<ticket>"
    Then they see the heading "Ticket: <ticket>"
    And the detail shows "<field>" as "<value>"
    And no id is shown on the page

    Examples:
      | approver | ticket             | field            | value            |
      | admin    | Database access #2 | Application type | Database / MySQL |
      | admin    | Database access #2 | Actions          | All              |

  # A ticket with several fields: one sign-in, one load, its detail read once per field; every row
  # that fails is named.
  Scenario: the approver of "Login confirm #3" sees what it asks in words
    Given "orgadmin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "Login confirm #3"
    Then the ticket's detail shows each field below as its value:
      | approver | ticket           | field      | value        |
      | orgadmin | Login confirm #3 | Login IP   | 192.168.1.62 |
      | orgadmin | Login confirm #3 | Login city | Shanghai     |
    And no id is shown on the page

  Scenario: the approver of "Login asset confirm #13" sees what it asks in words
    Given "admin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "Login asset confirm #13"
    Then the ticket's detail shows each field below as its value:
      | approver | ticket                  | field       | value               |
      | admin    | Login asset confirm #13 | User        | Ordinary User(user) |
      | admin    | Login asset confirm #13 | Asset       | db-01(10.0.0.2)     |
      | admin    | Login asset confirm #13 | System user | Default dba(dba)    |
    And no id is shown on the page

  Scenario: the approver of "Run reboot #4" sees what it asks in words
    Given "admin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "Run reboot #4"
    Then the ticket's detail shows each field below as its value:
      | approver | ticket        | field               | value                                              |
      | admin    | Run reboot #4 | User                | Ordinary User(user)                                |
      | admin    | Run reboot #4 | Asset               | k8s-03(10.0.0.4)                                   |
      | admin    | Run reboot #4 | System user         | Default web(web)                                   |
      | admin    | Run reboot #4 | Command             | reboot                                             |
      | admin    | Run reboot #4 | Session             | Session of Ordinary User(user) on k8s-03(10.0.0.4) |
      | admin    | Run reboot #4 | Command filter      | Default dangerous commands                         |
      | admin    | Run reboot #4 | Command filter rule | Command: reboot                                    |
    And no id is shown on the page

  Scenario: the time of a login to confirm reads in the user's local time
    Given "admin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "Login confirm #3"
    Then the detail shows "Login time" as its apply_login_datetime from "/api/v1/tickets/apply-login-tickets/" in local time

  Scenario: the session a command came from leads to that session for a viewer who may see sessions
    Given "admin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "Run reboot #4"
    And they follow the link "Session of Ordinary User(user) on k8s-03(10.0.0.4)"
    Then they see the heading "Session: Ordinary User(user) on k8s-03(10.0.0.4)"

  Scenario: the command filter that asked leads to its rules, where the rule is, for a viewer who may read them
    Given "admin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "Run reboot #4"
    And they follow the link "Default dangerous commands"
    Then they see the heading "Command filter: Default dangerous commands"
    And they see "reboot"

  Scenario: a viewer who may not see sessions reads the session in words, without a link
    Given "user" has signed in
    When they open "/ui/tickets/my-tickets"
    And they follow the link "Run reboot #4"
    Then the detail shows "Session" as "Session of Ordinary User(user) on k8s-03(10.0.0.4)", not as a link
    And the detail shows "Command filter" as "Default dangerous commands", not as a link
    And no id is shown on the page

  @shell.2.detail-page.layout
  Scenario: the detail goes back where the approver came from, its tab names the ticket and no comment says so
    Given "admin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "Run reboot #4"
    Then the tags bar names the ticket "Ticket: Run reboot #4" and not "My tickets"
    And the comments say "No comments yet"
    When they press the "Back" button
    Then the address is "/ui/tickets/assigned-tickets"
