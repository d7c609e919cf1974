@ui @shell.4 @shell.7
Feature: Site messages
  The drawer (380 px, 70% on mobile) lists the 15 newest unread messages; the badge caps at 99 and
  is hidden at 0; messages are marked read one by one or all at once (a failure shows the response
  detail); the socket /ws/notifications/site-msg/ pushes unread counts. Message HTML is sanitised.

  @shell.4.site-message-read @shell.3.site-message @shell.2.drawer-width @shell.7.call.mark-read
  Scenario: a pushed message raises the badge, and marking it read clears it
    Given "admin" has signed in
    And the calls to "/api/v1/notifications/site-message/" are watched
    And they land on the console dashboard
    When they open the site messages
    And they press the "Mark all as read" button
    Then they see "No unread messages"
    And there is no unread badge
    When they press the "Close messages" button
    Given "admin" has received the site message "Disk alert" saying "The disk of web-01 is <b>full</b>"
    Then the unread badge shows "1"
    When they open the site messages
    Then the drawer is 380 pixels wide
    And the drawer lists "Disk alert"
    And the message "Disk alert" is dated "less than a minute ago"
    When they read the message "Disk alert"
    Then the message "Disk alert" shows the text "full"
    When they mark "Disk alert" as read
    Then they see "No unread messages"
    And there is no unread badge
    And the browser sent PATCH "/api/v1/notifications/site-message/mark-as-read/"
    When they reload the page
    Then there is no unread badge

  @shell.9 @shell.4.badge @shell.9.site-messages.page-size @shell.9.site-messages.badge-max @shell.7.call.site-messages @shell.7.call.mark-read-all
  Scenario: the list holds 15 messages and the badge caps at 99
    Given "user" has exactly 99 unread site messages
    And the calls to "/api/v1/notifications/site-message/" are watched
    And "user" has signed in
    Then the unread badge shows "99"
    Given "user" has received the site message "Notice 100" saying "Body 100"
    Then the unread badge shows "99+"
    When they open the site messages
    Then the drawer lists 15 messages
    And the browser sent GET "/api/v1/notifications/site-message/?offset=0&limit=15&has_read=false"
    When they press the "Mark all as read" button
    Then they see "No unread messages"
    And there is no unread badge
    And the browser sent PATCH "/api/v1/notifications/site-message/mark-as-read-all/" with an empty body

  @shell.8 @shell.8.mark-read-fail @shell.7.call.mark-read
  Scenario: a failed mark-as-read shows the response detail
    Given "user" has received the site message "Maintenance" saying "Tonight"
    And "user" has signed in
    And the next PATCH of "/api/v1/notifications/site-message/mark-as-read/" fails with status 400 and body "{\"detail\": \"The message could not be marked\"}"
    When they open the site messages
    And they mark "Maintenance" as read
    Then they see the error "The message could not be marked"

  Scenario: a hostile message is shown as harmless text
    Given "user" has received the site message "Hostile" saying "<img src=x onerror=\"alert(1);window.__pwned=1\"><a href=\"javascript:window.__pwned=2;alert(2)\">click me</a><script>window.__pwned=3</script><b>plain words</b>"
    And "user" has signed in
    When they open the site messages
    And they read the message "Hostile"
    Then the message "Hostile" shows the text "plain words"
    When they follow the link "click me" in the message
    Then nothing in the message has run

  @shell.2 @shell.2.drawer-width
  Scenario: on mobile the drawer takes 70% of the width
    Given the window is 800 pixels wide
    And "user" has signed in
    When they open the site messages
    Then the drawer is 560 pixels wide

  @shell.9.site-messages.dates
  Scenario: messages older than 7 days carry their full date, newer ones a relative one
    Given "user" has received the site message "Last week" saying "Old news" 8 days ago
    And "user" has received the site message "This week" saying "Recent news" 6 days ago
    And "user" has signed in
    When they open the site messages
    Then the message "Last week" is dated 8 days ago as a full date
    And the message "This week" is dated "6 days ago"

  @shell.7.call.site-msg-socket
  Scenario: after the socket drops, the console reconnects and the badge follows again
    Given "ldapuser" has signed in
    And they land on the workbench
    And there is no unread badge
    When the network drops the site-message socket
    And "ldapuser" has received the site message "After the drop" saying "Still here"
    Then the unread badge shows "1"
