@ui @domain.3.notification
Feature: The fields of a site message
  Domain §3: a notification has a subject, a message, a sender, a delivery time and a has-read flag.
  The site-message drawer (shell §2) shows each: the subject as the item's title, the sender as
  "From <sender>", whether it was read, the delivery time (relative under 7 days, shell §9), and the
  message once opened. The seed gives admin two unread messages: "New ticket to approve", sent by
  Administrator(admin) two hours before the seed, and "Asset permission expires soon", sent by the
  system an hour before it (no sender shown). Choice where the spec is silent: the drawer lists
  unread messages only, so each reads "Unread"; once marked read a message leaves the list.

  Scenario: each field of a message from a sender
    Given "admin" has signed in
    And they land on the console dashboard
    When they open the site messages
    Then the drawer lists "New ticket to approve"
    And the message "New ticket to approve" shows the text "From Administrator(admin)"
    And the message "New ticket to approve" shows the text "Unread"
    And the message "New ticket to approve" is dated "about 2 hours ago"
    When they read the message "New ticket to approve"
    Then the message "New ticket to approve" shows the text "Access to web servers"

  Scenario: a message from the system names no sender, and a message marked read leaves the unread list
    Given "admin" has signed in
    And they land on the console dashboard
    When they open the site messages
    Then the message "Asset permission expires soon" is dated "about 1 hour ago"
    And the drawer lists 2 messages
    When they mark "Asset permission expires soon" as read
    Then the drawer lists 1 messages
