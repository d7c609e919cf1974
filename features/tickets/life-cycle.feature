@ui
Feature: The ticket life cycle
  An org user asks for an asset; the flow's assignees see the request among their assigned tickets and
  approve it (one or two levels), reject it or close it (domain §2 tickets, §3 Ticket and Ticket flow,
  §4 states). Once approved, the asset is in the requester's workbench. Comments are server text: a
  hostile one is shown as typed and nothing in it runs; the server's own comment on each change of state
  (an HTML document of its template) reads as its sentence. In Default, the seed's asset-request flow has
  one level, assigned to orgadmin and admin; db-05 is not granted to "user".
  As in 2.26 (ApplyAssetSerializer), the applicant may leave the system users to the approver; the
  approver names at least one asset or node and a system user before approving, and confirms.

  @domain.2.tickets.pages @domain.2.tickets.lists @domain.4.ticket-status @shell.4.ticket-states @domain.2.workbench.assets
  Scenario: a request approved at one level grants the asset, and a hostile comment stays text
    Given "user" has signed in
    When they open "/ui/tickets/tickets/request-asset-perm/create"
    And they fill "Title" with "Access to db-05"
    And they choose "db-05(10.0.0.6)" in the field "Assets"
    And they choose "Default web(web)" in the field "System users"
    And they press the "Submit" button
    Then they see the heading "Ticket: Access to db-05"
    And they see "Open"
    Given "orgadmin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "Access to db-05"
    And they approve with the comment "<img src=x onerror=alert(1)><script>window.__pwned=1</script>"
    And they confirm the approval
    Then they see "Approved"
    And the comment "<img src=x onerror=alert(1)><script>window.__pwned=1</script>" is shown as text and nothing in it ran
    And a comment reads "Ordinary User(user) Open the ticket"
    And a comment reads "Org Admin(orgadmin) Approved the ticket"
    Given "user" has signed in
    When they open "/ui/workbench/assets"
    Then they see "db-05"

  @domain.3.ticket-flow @domain.4.ticket-status
  Scenario: with two levels the second approver sees the ticket only after the first approves, and the applicant sees it approved
    Given the Default asset-request flow has two levels: "orgadmin" as custom user, then the super admin
    And "user" has signed in
    When they open "/ui/tickets/tickets/request-asset-perm/create"
    And they fill "Title" with "Two steps for db-05"
    And they choose "db-05(10.0.0.6)" in the field "Assets"
    And they press the "Submit" button
    Then they see the heading "Ticket: Two steps for db-05"
    Given "admin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    Then they see "Access to web servers #1"
    And they do not see "Two steps for db-05"
    Given "orgadmin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "Two steps for db-05"
    And they choose "Default web(web)" in the field "System users"
    And they approve with the comment "Fine by me"
    And they confirm the approval
    Then they see "Fine by me"
    And they see "Open"
    Given "admin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "Two steps for db-05"
    And they approve with the comment "Granted"
    And they confirm the approval
    Then they see "Approved"
    Given "user" has signed in
    When they open "/ui/tickets/my-tickets"
    And they follow the link "Two steps for db-05"
    Then they see "Approved"
    And they see "Fine by me"
    And they see "Granted"

  @domain.4.ticket-status
  Scenario: an assignee rejects a request and the applicant sees it rejected
    Given "orgadmin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "Access to web servers #1"
    And they press the "Reject" button
    And they confirm the rejection
    Then they see "Rejected"
    Given "user" has signed in
    When they open "/ui/tickets/my-tickets"
    And they follow the link "Access to web servers #1"
    Then they see "Rejected"

  @domain.5.selection-required.asset-or-node
  Scenario: a request naming no asset or node is not sent, and says why
    Given "user" has signed in
    When they open "/ui/tickets/tickets/request-asset-perm/create"
    And they fill "Title" with "Nothing in particular"
    And they press the "Submit" button
    Then they see "Select at least one asset or node"
    And they see the heading "Request asset permission"

  @domain.5.selection-required.system-user-first
  Scenario: an approver must name a system user before approving
    Given "user" has signed in
    When they open "/ui/tickets/tickets/request-asset-perm/create"
    And they fill "Title" with "No system user yet"
    And they choose "db-05(10.0.0.6)" in the field "Assets"
    And they press the "Submit" button
    Then they see the heading "Ticket: No system user yet"
    Given "orgadmin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    And they follow the link "No system user yet"
    And they press the "Approve" button
    Then they see "Please select a system user first"
    And they see "Open"
