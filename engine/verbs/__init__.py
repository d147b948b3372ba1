"""Verbs: the basic things that happen to cards and cores, each rule in one function
(layer 3 of the kernel; they change the state and notice the triggers they cause).

    hand       draw (5-6)
    payment    automatic payment and placement, taking cores, paying a cost into the Trash
    field      putting a card onto the Field
    leaving    depletion, destruction and return through the pending state (10-2-2), with the
               replacement effects that apply to them (9-1-8)
    life       reducing Life, and losing at Life 0 (1-3-2-1, 10-2-1-1)
    notice     collecting the triggered effects an event meets (9-1-5)
"""
