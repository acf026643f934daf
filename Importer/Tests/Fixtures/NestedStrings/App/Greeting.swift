struct Greeting {
  var key = "greeting.key"
}
