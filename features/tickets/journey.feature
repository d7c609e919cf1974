@ui
Feature: A request from My tickets, narrowed by its approver
  An org user opens a request from My tickets' Create menu (domain §2 tickets/my-tickets,
  request-asset-perm/create, request-application-perm/create); the assignee reviews the requested grant,
  narrows it and confirms; the permission the approval makes holds exactly what was approved, no more
  (domain §3 Ticket and Permission, §4 ticket states). Both request types are filled in with the same
  fields: what is asked for, system users, actions as ticked boxes and the validity dates. In Default,
  asset requests go to orgadmin and admin; application requests follow the general flow (the super admin).

  @domain.2.tickets.pages @domain.4.ticket-status
  Scenario: the approver takes an asset and two actions out, and the permission holds exactly the rest
    Given "user" has signed in
    When they open "/ui/tickets/my-tickets"
    And they press the "Create" button
    And they choose "Request asset permission" in the menu
    And they fill "Title" with "Two databases"
    And they choose "db-05(10.0.0.6)" in the field "Assets"
    And they choose "db-01(10.0.0.2)" in the field "Assets"
    And they choose "Default web(web)" in the field "System users"
    And they press the "Submit" button
    Then they see the heading "Ticket: Two databases"
    Given "orgadmin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "Two databases"
    And they take "db-01(10.0.0.2)" out of the field "Assets"
    And they untick "Upload file" under "Actions"
    And they untick "Download file" under "Actions"
    And they approve with the comment "db-05 only, no file transfer"
    Then they see "Connect, Clipboard copy, Clipboard paste"
    When they confirm the approval
    Then they see "Approved"
    And the asset permission made from the ticket "Two databases" holds exactly
      | Users        | user                                      |
      | Assets       | db-05                                     |
      | Nodes        |                                           |
      | System users | Default web                               |
      | Actions      | Connect, Clipboard copy, Clipboard paste  |

  @domain.2.tickets.pages @domain.4.ticket-status
  Scenario: an application request leaves the system user to the approver, who names it and approves
    Given "user" has signed in
    When they open "/ui/tickets/my-tickets"
    And they press the "Create" button
    And they choose "Request application permission" in the menu
    And they fill "Title" with "Reports database"
    And they choose "Database" for "Category"
    And they choose "MySQL" for "Application type"
    And they choose "Default mysql" in the field "Applications"
    And they untick "Upload file" under "Actions"
    And they untick "Download file" under "Actions"
    And they press the "Submit" button
    Then they see the heading "Ticket: Reports database"
    Given "admin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "Reports database"
    And they choose "Default dba(dba)" in the field "System users"
    And they approve with the comment "Read the reports"
    And they confirm the approval
    Then they see "Approved"
    And the application permission made from the ticket "Reports database" holds exactly
      | Users        | user                                      |
      | Applications | Default mysql                             |
      | System users | Default dba                               |
      | Actions      | Connect, Clipboard copy, Clipboard paste  |

  # The approval form holds dates to the minute; a date the approver leaves alone goes back exactly as the
  # server sent it, so the permission is valid from and until the very second asked, and nothing the
  # approver did not touch is recorded as changed.
  @domain.2.tickets.pages @domain.3.ticket
  Scenario: the approver who changes no date grants the dates asked, to the second
    Given "user" has asked for the asset "db-01" as "Default web" from "2026/12/01 09:15:37 +0000" until "2027/01/15 18:40:21 +0000" in the ticket "Dated request"
    And "orgadmin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "Dated request"
    And they untick "Upload file" under "Actions"
    And they approve with the comment "Dates as asked"
    And they confirm the approval
    Then they see "Approved"
    And the asset permission made from the ticket "Dated request" is valid from "2026/12/01 09:15:37 +0000" until "2027/01/15 18:40:21 +0000", to the second
